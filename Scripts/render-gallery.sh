#!/usr/bin/env bash
# Re-renders Docs/images: the gallery (Docs/images/gallery, the pictures of Docs/Gallery.md and
# README: states, filmstrips and motion plots, with the icons of Examples/Assets.xcassets, which
# `controlspec render` finds beside the specs) and, when Graphviz's `dot` is installed, every
# example's state graph (Docs/images/<Control>.svg, Docs/Graphs.md). PreviewGalleryTests fails while
# a gallery picture is stale. Run from the repository's root.
set -euo pipefail
cd "$(dirname "$0")/.."
gallery=Docs/images/gallery
rm -rf "$gallery"
mkdir -p "$gallery"
swift build --product controlspec
controlspec="$(swift build --show-bin-path)/controlspec"
for spec in FlatButton LikeButton TickView Slider NumberStepper StarRating SegmentedControl ToggleSwitch MediaButton SyncButton; do
  "$controlspec" render "Examples/$spec.control.yaml" --output "$gallery"
done
# The seeds' sizes: seed 004's 260 × 32 check and radio boxes, a 100 × 30 column header.
"$controlspec" render Examples/CheckBox.control.yaml --size 260x32 --output "$gallery"
"$controlspec" render Examples/RadioButton.control.yaml --size 260x32 --output "$gallery"
"$controlspec" render Examples/SortButton.control.yaml --size 100x30 --output "$gallery"
# The state graphs, as Docs/Graphs.md draws them.
if command -v dot >/dev/null; then
  for spec in Examples/*.control.yaml; do
    "$controlspec" graph "$spec" | dot -Tsvg -o "Docs/images/$(basename "$spec" .control.yaml).svg"
  done
else
  echo "dot (Graphviz) is missing: the state graphs in Docs/images were left as they are" >&2
fi
