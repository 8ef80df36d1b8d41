#!/bin/bash
# Usage: scripts/feature-imports.sh [tree-root]  (prints "runtime|type <file> -> <target>"; empty = no feature imports another)
# For each file in src/features/X: imports that resolve into src/features/Y (Y != X). "type" marks `import type` / `export type`.
cd "${1:-.}"
for f in $(find src/features -name '*.ts' -o -name '*.tsx' | grep -v __tests__); do
  x=$(echo $f | cut -d/ -f3); d=$(dirname $f)
  grep -E "^(import|export) .*from '|^import '" $f | while read -r line; do
    imp=$(echo "$line" | sed -E "s/.*'([^']+)'.*/\1/")
    case "$imp" in .*) r=$(realpath -m --relative-to=. "$d/$imp");; @/*) r="src/${imp#@/}";; *) continue;; esac
    case "$r" in src/features/*) y=$(echo $r | cut -d/ -f3); if [ "$y" != "$x" ]; then
      kind=runtime; echo "$line" | grep -qE "^(import|export) type " && kind=type; echo "$kind $f -> $r"; fi;; esac
  done
done
