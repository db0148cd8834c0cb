#!/usr/bin/python3
"""Prints the executor benchmark's JSON as a table (one row per case, size,
encoding and operation) with the ratios the issue's targets are stated in
(medians of the paired per-run ratios, as the benchmark records them).

usage: summarize.py [executors.json] [ENCODING,ENCODING...]"""
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "bench/results/executors.json"
encs = sys.argv[2].split(",") if len(sys.argv) > 2 else None
recs = json.load(open(path))
print(f"{'case':4} {'n':>5} {'enc':7} {'op':7} {'MB/s':>7} {'spec':>7} {'memcpy':>7} "
      f"{'mpi':>7} {'x spec':>6} {'x mpi':>6} {'bytes':>8} {'0->all':>8} {'ms':>6}")
for r in recs:
    if encs and r["encoding"] not in encs:
        continue
    print(f"{r['case']:4} {r['n']:5} {r['encoding']:7} {r['op']:7} {r['mbps']:7.0f} "
          f"{r['specialised_mbps']:7.0f} {r['memcpy_mbps']:7.0f} {r['mpi_pack_mbps']:7.0f} "
          f"{r['ratio_to_specialised']:6.2f} {r['ratio_to_mpi_pack']:6.2f} "
          f"{r['relation_bytes']:8} {r['relation_bytes_0_to_all']:8} "
          f"{r['compute_encode_ms_0_to_all']:6.3f}")
