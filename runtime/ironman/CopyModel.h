// The copy-transfer model (Stricker and Gross, "Optimizing memory system
// performance for communication in parallel computers") fitted to this
// machine, and the parameters of the relation cache's break-even rule.
//
// A shared-memory binding moves a pair's data one of two ways (Chained.h):
//   chained  x Q'y: one copy straight from the source pattern x into the
//            destination pattern y, one side in the other core's cache;
//   packed   x C1 (gather on the sender into a staging slot) followed by
//            1 Q'y (the receiver scatters from that slot, in the sender's
//            cache): x P'y as a whole.
// Each basic transfer has a throughput measured by `zpl-calibrate` for
// element strides and message sizes; sequential steps add their times per
// byte (the paper's sequential composition, 1/|Z| = 1/|X| + 1/|Y|), steps
// that overlap take the slower one's (parallel, |Z| = min(|X|, |Y|)). A
// chained copy with both sides strided is its strided read and its strided
// write in parallel: one core's loads and stores (reads for ownership) are
// in flight together, and each table holds a contiguous other side (until
// 2026-11-27 they were added, with the contiguous copy counted once,
// 1/|xQ'1| + 1/|1Q'y| - 1/|1Q'1|: 1.3-1.8x the measured time at 4-16 MiB).
// Where the parallel composition predicts too little (at 4 KiB - 256 KiB
// a copy strided 8 on both sides took 1.5-2.3x the slower side's time,
// session 11), the copy with the same stride z = min(x, y) on both sides is
// measured as a table of its own, zQ'z, and bounds the time from below:
//   t_chained = f_c + B max(1/|xQ'1|, 1/|1Q'y|, 1/|zQ'z|)   (x, y > 1)
// and so, packed, does the packed transfer strided z on both sides (zP'z):
// from 4 MiB up its gather and scatter share the memory's bandwidth and no
// longer overlap (stride 8 at 16 MiB took 2.3x the slower side's time).
//   t_packed  = f_p + B max(1/|xP'1|, 1/|1P'y|)
// with f the fixed cost of one use of the transfer. Packed is the paper's
// parallel composition: the staging slots are double-buffered, so the
// sender gathers use e+1 while the receiver scatters use e, each on its own
// core, and uses follow each other at the pace of the slower side (measured
// at 4 KiB - 256 KiB, blocks of 4 on both sides cost what they cost on
// one). The packed tables are packed transfers measured whole: the gather
// writes lines the receiver read one use earlier and the scatter reads
// lines the sender just wrote, which the local gather (xC1, measured alone)
// does not see (at 4 KiB a packed stride-2 read took 3.4x what gather +
// scatter predicted). A file without them falls back on the sequential
// t_packed = f_p + B (1/|xC1| + 1/|1Q'y|).
// The tables are measured on strided runs, which the executors move in one
// kernel call; a pattern of short blocks (rows) pays a start-up per row
// besides, a basic transfer of its own in the paper's sense (its indexed
// patterns have their own rates), measured per message size because a row
// that misses the cache costs more, and per side: a row that starts a new
// line on the write side (read for ownership, then written back) costs more
// than one on the read side, and a row strided on both sides pays both
// starts. With g = rows(gather) - 1 and s = rows(scatter) - 1:
//   chained  + r_cr(B) g             blocks on the read side only
//            + r_cw(B) s             blocks on the write side only
//            + r_cb(B) max(g, s)     blocks on both sides
//   packed   f_p + max(B/|xP'1| + r_pr(B) g, B/|1P'y| + r_pw(B) s)
//            (each side's rows on its own core, in parallel; tables)
//            + r_pr(B) (g + s)       (fallback, in sequence)
// with rows counted off the encoding (EncodedView::kernelRows). A file
// without the write-side or both-sides row costs charges the read side's
// for them. A side of blocks is moved by the contiguous row copy, not by
// the stride-specialised kernels the single-stride tables measure, so for
// it the packed tables are read as the chained ones are stored: a larger
// stride never copies faster (the packed stride-2 and -4 gathers at 4 KiB
// are slow into a slot the peer has read; blocks of 4, "equivalent stride
// 2", are not). The pair goes packed when t_packed < t_chained.
//
// The file (ZPL_MODEL=path; else the built-in defaults, measured on the
// development machine) is text, one statement a line, `#` comments:
//   zpl-copy-model 1
//   strides 1 2 4 8 16 32 64           element strides of the tables
//   sizes 4096 65536 1048576 16777216  payload bytes of the tables
//   rate BINDING TABLE SIZE MBPS...    one MB/s per stride; TABLE is
//                                      read-cross (xQ'1), write-cross (1Q'y),
//                                      gather (xC1), packed-read (xP'1),
//                                      packed-write (1P'y), both-cross
//                                      (zQ'z) or packed-both (zP'z); the
//                                      two packed tables are optional (both
//                                      or neither), and so is each of the
//                                      both-sides tables
//   fixed BINDING chained|packed SECONDS
//   row BINDING WHICH SECONDS...      per kernel row: one value, or one
//                                      per size (optional, else 0); WHICH
//                                      is chained or packed (rows on the
//                                      read side), chained-write or
//                                      packed-write (the write side),
//                                      chained-both (both sides)
//   cache entry-seconds|read-mbps|write-mbps VALUE
// Every table of a binding named in the file must be complete. See
// docs/papers.md section 2.
#pragma once

#include "runtime/relations/Relations.h"

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace zpl::im {

class CopyModel {
public:
  enum Table {
    ReadCross,
    WriteCross,
    Gather,
    PackedRead,
    PackedWrite,
    BothCross,
    PackedBoth,
    kTables,
    kRequiredTables = PackedRead
  };
  struct Rates {
    // tables[t][size index][stride index], MB/s; the packed tables may be
    // empty (then packed is composed of the gather and write-cross tables).
    std::vector<std::vector<double>> tables[kTables];
    double chainedFixed = 0, packedFixed = 0; // seconds per use
    // Seconds per kernel row: one value for every size, or one per size;
    // rows on the read side, the write side (empty: the read side's) and,
    // chained, both sides (empty: the larger of the other two).
    std::vector<double> chainedRow, packedRow;
    std::vector<double> chainedWriteRow, packedWriteRow, chainedBothRow;
    bool packedTables() const { return !tables[PackedRead].empty(); }
    bool bothTable() const { return !tables[BothCross].empty(); }
    bool packedBothTable() const { return !tables[PackedBoth].empty(); }
  };
  struct Prediction {
    double chained = 0, packed = 0; // seconds for one use of the pair
    bool packedFaster() const { return packed < chained; }
  };

  std::vector<double> strides, sizes;
  std::map<std::string, Rates> bindings;
  // The relation cache (RelationCache.h): storing an entry costs
  // entrySeconds + bytes / writeMBps; assembling from a stored relation
  // reads its words once more, at readMBps.
  double cacheEntrySeconds = 0, cacheReadMBps = 1, cacheWriteMBps = 1;

  static CopyModel builtin();
  // Parses the text form; on failure returns false and sets `error` to
  // "line N: what".
  static bool parse(const std::string &text, CopyModel *out,
                    std::string *error);
  std::string str() const;

  // The rates of `binding`, or of `threads` (every shared-memory binding
  // copies with the same executors) when the file has none for it.
  const Rates &rates(const std::string &binding) const;
  // The table's throughput (MB/s) at `bytes` and `stride`, interpolated
  // linearly in log2 of both, clamped to the calibrated range.
  double rate(const Rates &r, Table t, double bytes, double stride) const;
  // The same, read as for a side of blocks: the best rate at `stride` or
  // any larger stride of the table (a larger stride never copies faster).
  double blockRate(const Rates &r, Table t, double bytes, double stride) const;
  // Seconds per kernel row at `bytes` (`row` is one of Rates' row costs),
  // interpolated in log2 of the size, clamped.
  double rowSeconds(const std::vector<double> &row, double bytes) const;
  // `gatherRows` and `scatterRows`: the kernel rows of the source and the
  // destination side (the chained copy has the more of the two).
  Prediction predict(const std::string &binding, double bytes,
                     double readStride, double writeStride,
                     double gatherRows = 1, double scatterRows = 1) const;
  // The same for a pair's encoded relation: strides and rows read off it.
  Prediction predict(const std::string &binding, const rel::EncodedView &v,
                     size_t elemSize) const;

  // The relation cache's break-even parameters for a relation whose
  // encoding has `bytes`: t_o (storing it) and t_ac - t_au (reading it back).
  double storeSeconds(double bytes) const;
  double cachedExtraSeconds(double bytes) const;
};

// The model in force: ZPL_MODEL's file, read once, else the built-in one. A
// file that cannot be read or parsed is a run-time error.
const CopyModel &copyModel();

// One side's access pattern as a single equivalent element stride >= 1, read
// off the encoding's runs: the cache lines it touches per line of payload,
// and beyond one element a line, the pages it touches per page of payload
// (what still separates stride 8 from stride 64), at most 64.
double equivalentStride(const rel::EncodedView &v, bool source,
                        size_t elemSize);

// The former fixed rule: packed when the far side touches more than twice
// the cache lines of a buffer (kept for ZPL_MODEL=rule and for comparison).
bool fixedRulePacked(const rel::EncodedView &v, size_t elemSize);
// Whether the model (built-in or ZPL_MODEL's file) chooses chained vs
// packed, rather than the fixed rule: yes unless ZPL_MODEL=rule.
bool modelChooses();

// The binding whose transfer is being built on this thread (set by
// Transfer's constructor around makeTransfer), so that preferPacked can
// take that binding's rates.
const char *buildingBinding();
void setBuildingBinding(const char *name);

// Overrides the model for measurements: 0 model, 1 always chained, 2 always
// packed (ZPL_CHAINED=always|never sets it at start).
void setCopyChoice(int mode);
int copyChoice();

} // namespace zpl::im
