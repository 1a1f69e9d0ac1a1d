#!/usr/bin/env bash
# Makes local_tmpfs_1: real fio runs against a 256 MiB file on tmpfs (/dev/shm), a very different
# "disk" to try diskscope on (upload the folder). Not published: data/ holds real cloud results
# only. Needs fio (Debian: apt-get install -y fio).
# Usage: bash scripts/gen-fio-data.sh [OUT_DIR]   (default /tmp/local_tmpfs_1); about 90 s.
set -euo pipefail
out=${1:-/tmp/local_tmpfs_1}
target=/dev/shm/diskscope-fio.dat
mkdir -p "$out"
for bs in 4k 16k 128k 1m; do
  for rw in randread randwrite randrw read write; do
    for nj in 1 4; do
      name="$rw-$bs-nj$nj"
      extra=()
      [ "$rw" = randrw ] && extra+=(--rwmixread=70)
      [ "$nj" -gt 1 ] && extra+=(--numjobs="$nj" --group_reporting)
      fio --filename="$target" --size=256M --ioengine=psync --runtime=2 --time_based \
        --name="$name" --rw="$rw" --bs="$bs" "${extra[@]}" \
        --output-format=json --output="$out/$name.json"
    done
  done
done
rm -f "$target"
echo "wrote $(ls "$out" | wc -l) files to $out"
