#!/usr/bin/env bash
# End-to-end check of the SwiftPM plugins and the graph renderer, in a scratch copy of
# Examples/ControlGallery that depends on this checkout:
#   0. the gallery links every example spec;
#   1. the gallery builds through ControlSpecPlugin and its storyboard runs;
#   2. a no-op rebuild does not rerun the tool;
#   3. touching a spec reruns the tool for that spec only;
#   4. editing a spec regenerates its Swift and the new value reaches the running program;
#   5. a broken spec fails `swift build` with `/abs/path/X.control.yaml:LINE:COL: error: … [code]`;
#   6. `swift package lint-controls` exits 1 with the broken spec and 0 once it is fixed (and its
#      SARIF output is valid JSON); a bad `--format` is refused by `controlspec lint` itself and
#      `--help` shows the tool's options;
#   7. `controlspec graph` of every Examples/*.control.yaml renders with `dot -Tsvg`, and
#      Docs/images holds its picture.
# Prints one PASS or FAIL line per check and exits 1 when any check failed.
# The gallery's copy and the logs are in .build/check-plugin (or $CONTROLSPEC_PLUGIN_CHECK_DIR). The
# gallery builds in the checkout's own scratch folder, .build (or $CONTROLSPEC_PLUGIN_SCRATCH): its
# ControlSpec dependency is this checkout, at the same path, built with the same flags, so SwiftPM
# finds the compiler, its `-tool` copy (the plugin's) and the runtime already built by
# `swift build` in the checkout and builds only the gallery's own targets (Docs/Performance.md,
# "CI time"). The gallery is still a package of its own, depending on ControlSpec as an app does.
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=${CONTROLSPEC_PLUGIN_CHECK_DIR:-$repo/.build/check-plugin}
gallery=$work/ControlGallery
scratch=${CONTROLSPEC_PLUGIN_SCRATCH:-$repo/.build}
logs=$work/logs
failures=0
passes=0

pass() { echo "PASS: $*"; passes=$((passes + 1)); }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# Shows the end of a log after a FAIL line.
show() { sed 's/^/    | /' "$1" | tail -n "${2:-25}"; }

build() { swift build --package-path "$gallery" --scratch-path "$scratch" >"$logs/$1.log" 2>&1; }
lint() { swift package --package-path "$gallery" --scratch-path "$scratch" lint-controls "$@"; }
# How many build commands of the plugin ran in a build log.
generated() { grep -c 'Generating [A-Za-z]*\.swift from' "$logs/$1.log"; }
# Modification time of a file (GNU stat, else BSD stat).
mtime() { stat -c %Y "$1" 2>/dev/null || stat -f %m "$1" 2>/dev/null; }
output_of() { find "$scratch/plugins/outputs" -path "*ControlSpecPlugin/$1.swift" | head -n 1; }

# A fresh copy of the gallery: specs copied from the symbolic links' targets (so editing them
# leaves the checkout alone) and the dependency pointed at this checkout.
rm -rf "$gallery" "$logs"
mkdir -p "$gallery" "$logs"
cp -RL "$repo/Examples/ControlGallery/Sources" "$gallery/"
sed "s|path: \"../..\"|path: \"$repo\"|" "$repo/Examples/ControlGallery/Package.swift" >"$gallery/Package.swift"
specs=$gallery/Sources/Controls
like=$specs/LikeButton.control.yaml
tick=$specs/TickView.control.yaml

# 0. The gallery holds every example (as a symbolic link, so the two cannot drift apart).
missing=""
for spec in "$repo"/Examples/*.control.yaml; do
    name=$(basename "$spec")
    [ -L "$repo/Examples/ControlGallery/Sources/Controls/$name" ] || missing="$missing $name"
done
if [ -z "$missing" ]; then
    pass "the gallery links every Examples/*.control.yaml"
else
    fail "the gallery has no symbolic link for:$missing (ln -s ../../../X.control.yaml Sources/Controls/)"
fi

# 1. Build through the plugin and run the storyboard.
start=$SECONDS
if build first && build second; then
    pass "the gallery builds through ControlSpecPlugin ($((SECONDS - start)) s, $(generated first) specs generated)"
else
    fail "the gallery does not build"
    show "$logs/second.log"
fi
binary=$scratch/debug/ControlGallery
if "$binary" >"$logs/storyboard.txt" 2>&1 \
    && grep -q 'SortButton' "$logs/storyboard.txt" \
    && grep -q 'spring' "$logs/storyboard.txt" \
    && grep -q 'strokeEnd' "$logs/storyboard.txt"; then
    pass "the storyboard runs ($(wc -l <"$logs/storyboard.txt") lines)"
else
    fail "the storyboard did not run or misses SortButton, spring or strokeEnd"
    show "$logs/storyboard.txt"
fi

# 2. A no-op rebuild runs no build command of the plugin and leaves the outputs alone.
like_swift=$(output_of LikeButton)
before=$(mtime "$like_swift")
if build noop && [ "$(generated noop)" -eq 0 ] && [ "$(mtime "$like_swift")" = "$before" ]; then
    pass "a no-op rebuild does not rerun controlspec"
else
    fail "a no-op rebuild reran controlspec or failed"
    show "$logs/noop.log"
fi

# 3. Touching a spec reruns the tool for that spec and for no other.
sleep 1
touch "$tick"
if build touched && grep -q 'Generating TickView.swift from TickView.control.yaml' "$logs/touched.log" \
    && [ "$(generated touched)" -eq 1 ]; then
    pass "touching TickView.control.yaml regenerates TickView.swift only"
else
    fail "touching TickView.control.yaml did not rerun exactly its build command"
    show "$logs/touched.log"
fi

# 4. Editing a spec regenerates its Swift, and the program sees the new number.
cp "$like" "$work/LikeButton.saved"
sed 's/duration: 0.3$/duration: 0.45/' "$work/LikeButton.saved" >"$like"
if build edited && grep -q '0\.45' "$(output_of LikeButton)" \
    && "$binary" >"$logs/storyboard-edited.txt" 2>&1 && grep -q '0\.45' "$logs/storyboard-edited.txt"; then
    pass "editing LikeButton.control.yaml (duration 0.3 -> 0.45) regenerates it and the storyboard shows 0.45"
else
    fail "editing LikeButton.control.yaml did not reach the generated code or the storyboard"
    show "$logs/edited.log"
fi
cp "$work/LikeButton.saved" "$like"

# 5. A broken spec fails the build with a located diagnostic.
cp "$tick" "$work/TickView.saved"
echo "bogus: 1" >>"$tick"
line=$(wc -l <"$tick" | tr -d ' ')
if build broken; then
    fail "the build succeeded with a broken spec"
else
    pattern="^$tick:$line:1: error: .*\[unknown-key\]"
    if grep -qE "$pattern" "$logs/broken.log"; then
        pass "a broken spec fails the build: $(grep -E "$pattern" "$logs/broken.log" | head -n 1 | sed "s|$gallery/||")"
    else
        fail "the build failed without '$tick:$line:1: error: … [unknown-key]'"
        show "$logs/broken.log"
    fi
fi

# 6. lint-controls: 1 with the broken spec, 0 without; SARIF is valid JSON.
lint >"$logs/lint-broken.log" 2>&1
status=$?
if [ "$status" -eq 1 ] && grep -q 'TickView.control.yaml:.*error:.*\[unknown-key\]' "$logs/lint-broken.log"; then
    pass "swift package lint-controls exits 1 on a package with a broken spec"
else
    fail "swift package lint-controls exited $status on a package with a broken spec"
    show "$logs/lint-broken.log"
fi
cp "$work/TickView.saved" "$tick"
lint >"$logs/lint-clean.log" 2>&1
status=$?
if [ "$status" -eq 0 ]; then
    pass "swift package lint-controls exits 0 on the gallery"
else
    fail "swift package lint-controls exited $status on the gallery"
    show "$logs/lint-clean.log"
fi
if lint --format sarif >"$logs/lint.sarif" 2>"$logs/lint-sarif.err" \
    && python3 -c 'import json, sys; log = json.load(open(sys.argv[1])); assert log["version"] == "2.1.0"' \
        "$logs/lint.sarif"; then
    pass "swift package lint-controls --format sarif writes SARIF 2.1.0 to standard output"
else
    fail "swift package lint-controls --format sarif did not write valid SARIF"
    show "$logs/lint.sarif"
    show "$logs/lint-sarif.err"
fi
# The lint options are the tool's: the plugin hands them on, and `controlspec lint` refuses a
# wrong value and lists its options under the plugin's help.
lint --format xml >"$logs/lint-format.log" 2>&1
status=$?
if [ "$status" -ne 0 ] && grep -q "'xml' is not a value of '--format'; use one of: text, json, sarif" "$logs/lint-format.log"; then
    pass "swift package lint-controls --format xml is refused by controlspec lint (exit $status)"
else
    fail "swift package lint-controls --format xml exited $status without controlspec's usage error"
    show "$logs/lint-format.log"
fi
if lint --help >"$logs/lint-help.log" 2>&1 && grep -q -- '--target <name>' "$logs/lint-help.log" \
    && grep -q -- '--format <format>' "$logs/lint-help.log" && grep -q -- '--max-depth <n>' "$logs/lint-help.log"; then
    pass "swift package lint-controls --help shows its --target and the options of controlspec lint"
else
    fail "swift package lint-controls --help lacks --target or the options of controlspec lint"
    show "$logs/lint-help.log"
fi
if build restored; then
    pass "the gallery builds again once the spec is fixed"
else
    fail "the gallery does not build after fixing the spec"
    show "$logs/restored.log"
fi

# 7. Every example's graph renders with Graphviz.
if ! command -v dot >/dev/null; then
    fail "dot (Graphviz) is not installed: apt-get install graphviz"
else
    # The plugin's copy of the tool, built for the gallery (SwiftPM names it controlspec-tool).
    tool=$scratch/debug/controlspec-tool
    [ -x "$tool" ] || tool=$scratch/debug/controlspec
    for spec in "$repo"/Examples/*.control.yaml; do
        name=$(basename "$spec" .control.yaml)
        if "$tool" graph "$spec" >"$logs/$name.dot" 2>"$logs/$name.graph.err" \
            && dot -Tsvg "$logs/$name.dot" -o "$logs/$name.svg" 2>"$logs/$name.dot.err" \
            && [ ! -s "$logs/$name.dot.err" ] && grep -q '<svg' "$logs/$name.svg"; then
            pass "controlspec graph $name.control.yaml renders with dot -Tsvg"
        else
            fail "controlspec graph $name.control.yaml does not render with dot -Tsvg"
            show "$logs/$name.graph.err"
            show "$logs/$name.dot.err"
        fi
        if [ ! -s "$repo/Docs/images/$name.svg" ]; then
            fail "Docs/images/$name.svg is missing (see Docs/Graphs.md for the command that draws it)"
        fi
    done
fi

echo "check-plugin took $SECONDS s; scratch build and logs in $work"
echo "check-plugin: $passes passed, $failures failed"
[ "$failures" -eq 0 ]
