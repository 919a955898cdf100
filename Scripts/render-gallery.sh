#!/usr/bin/env bash
# Re-renders Docs/images/gallery, the pictures of Docs/Gallery.md, with `controlspec render`;
# PreviewGalleryTests fails while any of them is stale. Run from the repository's root.
set -euo pipefail
cd "$(dirname "$0")/.."
gallery=Docs/images/gallery
rm -rf "$gallery"
mkdir -p "$gallery"
swift build --product controlspec
controlspec="$(swift build --show-bin-path)/controlspec"
for spec in FlatButton LikeButton TickView; do
  "$controlspec" render "Examples/$spec.control.yaml" --output "$gallery"
done
# The seeds' sizes: seed 004's 260 × 32 check and radio boxes, a 100 × 30 column header.
"$controlspec" render Examples/CheckBox.control.yaml --size 260x32 --output "$gallery"
"$controlspec" render Examples/RadioButton.control.yaml --size 260x32 --output "$gallery"
"$controlspec" render Examples/SortButton.control.yaml --size 100x30 --output "$gallery"
