// Replaces the process's malloc family (the executable's definitions interpose on glibc's for
// every shared library, the Swift runtime included) and forwards to glibc's own entry points.
// Counting costs one relaxed atomic load per call while it is off.
#define _GNU_SOURCE
#include "AllocCounter.h"

#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_int counting;
static atomic_llong allocations;
static atomic_llong live;
static atomic_llong peak;

static void record(void *pointer, long long previous) {
    if (!atomic_load_explicit(&counting, memory_order_relaxed)) return;
    long long grown = (pointer ? (long long)malloc_usable_size(pointer) : 0) - previous;
    if (pointer) atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    long long now = atomic_fetch_add_explicit(&live, grown, memory_order_relaxed) + grown;
    long long high = atomic_load_explicit(&peak, memory_order_relaxed);
    while (now > high && !atomic_compare_exchange_weak(&peak, &high, now)) {}
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    record(pointer, 0);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    record(pointer, 0);
    return pointer;
}

void *realloc(void *old, size_t size) {
    long long previous = 0;
    if (old && atomic_load_explicit(&counting, memory_order_relaxed)) {
        previous = (long long)malloc_usable_size(old);
    }
    void *pointer = __libc_realloc(old, size);
    if (pointer || size == 0) record(pointer, previous);
    return pointer;
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    record(pointer, 0);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return ENOMEM;
    record(pointer, 0);
    *result = pointer;
    return 0;
}

void free(void *pointer) {
    if (pointer && atomic_load_explicit(&counting, memory_order_relaxed)) {
        long long size = (long long)malloc_usable_size(pointer);
        atomic_fetch_sub_explicit(&live, size, memory_order_relaxed);
    }
    __libc_free(pointer);
}

void alloc_counter_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&live, 0);
    atomic_store(&peak, 0);
    atomic_store(&counting, 1);
}

alloc_counter_stats alloc_counter_stop(void) {
    atomic_store(&counting, 0);
    alloc_counter_stats stats = {
        .allocations = atomic_load(&allocations),
        .peak_bytes = atomic_load(&peak),
        .net_bytes = atomic_load(&live),
    };
    return stats;
}

int alloc_counter_is_active(void) {
    alloc_counter_start();
    void *volatile probe = malloc(1);
    free(probe);
    return alloc_counter_stop().allocations > 0;
}
