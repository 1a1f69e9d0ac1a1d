#!/usr/bin/env bash
# Makes the bundled data/local_tmpfs_1 runs: real fio runs against a 256 MiB file on tmpfs
# (/dev/shm), so the published site has a second, very different "disk" to compare with the
# virtio-disk runs copied from ../shared/fixtures. Needs fio (Debian: apt-get install -y fio).
# Usage: bash scripts/gen-fio-data.sh [OUT_DIR]   (default data/local_tmpfs_1); about 90 s.
set -euo pipefail
out=${1:-data/local_tmpfs_1}
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
