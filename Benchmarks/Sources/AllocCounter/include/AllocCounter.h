#ifndef ALLOC_COUNTER_H
#define ALLOC_COUNTER_H

#include <stdint.h>

/// Heap activity seen between `alloc_counter_start` and `alloc_counter_stop`.
typedef struct {
    /// Calls that returned a new block: malloc, calloc, realloc, posix_memalign, aligned_alloc.
    int64_t allocations;
    /// Highest growth of live heap bytes (usable size) above the level at start.
    int64_t peak_bytes;
    /// Live heap bytes at stop, relative to start.
    int64_t net_bytes;
} alloc_counter_stats;

/// Starts counting (resets the counters). Not reentrant: one measured region at a time.
void alloc_counter_start(void);

/// Stops counting and returns what was seen.
alloc_counter_stats alloc_counter_stop(void);

/// Whether this executable's malloc replacement is the one the process uses.
int alloc_counter_is_active(void);

#endif
