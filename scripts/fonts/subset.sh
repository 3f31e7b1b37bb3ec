#!/usr/bin/env bash
# Regenerates app/fonts/*.woff2 from the npm font packages (ADR 16): the characters the site writes (ASCII,
# no-break space, © « ® ° · » ×, dashes, quotes, bullet, ellipsis, arrows, minus, ₹), the layout features
# text needs (kerning, ligatures, marks), weights 400–800, no hinting. About 30 KB instead of 75 KB for the two
# faces. The rest of Latin-1 (accented names) comes from the packages' whole Latin files, which app/fonts.css
# declares for exactly those characters, so only a page that writes one fetches them.
# Needs Debian's python3-fonttools and python3-brotli (apt-get install python3-fonttools python3-brotli);
# run from the repository root after `npm install`, then commit the two files.
set -euo pipefail
# Debian's Python, where apt puts fontTools (another python3 may come first in PATH).
PYTHON=${PYTHON:-/usr/bin/python3}
UNICODES="U+0020-007E,U+00A0,U+00A9,U+00AB,U+00AE,U+00B0,U+00B7,U+00BB,U+00D7,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20B9,U+2190,U+2192,U+2212"
FEATURES="kern,liga,calt,ccmp,locl,mark,mkmk"
WEIGHTS="wght=400:800"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
subset() {
  local source=$1 target=$2
  "$PYTHON" -m fontTools.subset "$source" --unicodes="$UNICODES" --layout-features="$FEATURES" \
    --flavor=woff2 --output-file="$work/subset.woff2"
  "$PYTHON" -m fontTools.varLib.instancer "$work/subset.woff2" "$WEIGHTS" -o "$work/instance.woff2"
  "$PYTHON" -m fontTools.subset "$work/instance.woff2" --unicodes="*" --layout-features="*" --no-hinting \
    --flavor=woff2 --output-file="$target"
  echo "$target: $(stat -c %s "$target") bytes"
}
subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  app/fonts/inter-latin-400-800.woff2
subset node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2 \
  app/fonts/plus-jakarta-sans-latin-400-800.woff2
