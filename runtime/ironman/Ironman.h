// IRONMAN: the four calls that bracket every transfer of a compiled program.
//
//   DR  destination ready   - this processor's destination locations may now
//                             be overwritten
//   SR  source ready        - this processor's source values are final
//   DN  destination needed  - the data must be in the destination now
//   SV  source volatile     - the source is about to change
//
// They state facts about the data, not a mechanism; the binding chosen at run
// time (threads, mpi, mpi-rma, mpi-shm) decides how the data moves. Any legal
// interleaving across processors completes without deadlock: per transfer and
// processor the calls come in the order DR SR DN SV (a processor with no
// destination part may still call DR/DN, and one with no source part SR/SV;
// they are then cheap), repeated any number of times.
//
// Generated code builds each transfer once (collectively: every processor
// builds the same transfers in the same order, even when it has no peer in
// one) and keeps the handle in its per-processor state:
//
//   static const uint64_t kRel5_0to1[] = {...};        // from the compiler
//   zpl::im::TransferSpec s;
//   s.id = 5; s.elemSize = sizeof(double);
//   s.sendBase = A; s.recvBase = B;                    // Proc::allocate
//   storage if (p.rank() == 0) s.sends.push_back({1, {kRel5_0to1,
//   std::size(kRel5_0to1)}}); if (p.rank() == 1) s.recvs.push_back({0,
//   {kRel5_0to1, std::size(kRel5_0to1)}}); t5 = zpl::im::Transfer(p, s);
//   ...  t5.DR(); t5.SR(); /* overlap */ t5.DN(); t5.SV();
//
// Relations whose shapes were not known when compiling are computed at run
// time from the layouts instead (`TransferSpec::problem`), through a bounded
// relation cache (see RelationCache.h for the decision rule).
#pragma once

#include "runtime/ironman/Processor.h"
#include "runtime/relations/Relations.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace zpl::im {

// The relation between this processor and one peer, encoded by
// runtime/relations: for a send, tuples (s, d) with s in this processor's
// source storage and d in the peer's destination storage; for a receive, s in
// the peer's and d in this processor's. Both sides of a pair must hold the
// same tuples in the same order. `peer` may be this processor: the pair is
// then a local copy, with no message.
struct PeerRelation {
  int peer = -1;
  rel::EncodedView relation;
};

// A transfer computed at run time: for each pair (p, q) the relation is
// rel::computeRelation(src, dst, region, map, p, q).
struct RelationProblem {
  rel::Layout src, dst;
  rel::Region region;
  rel::IndexMap map;
};

struct TransferSpec {
  int id = -1;         // the program's transfer id: same on every processor
  size_t elemSize = 0; // bytes per element
  const void *sendBase = nullptr; // source array storage on this processor
  void *recvBase = nullptr;       // destination array storage on this processor
  std::vector<PeerRelation>
      sends; // embedded relations (words outlive the transfer)
  std::vector<PeerRelation> recvs;
  // When set, `sends`/`recvs` are ignored and computed from this problem.
  std::shared_ptr<const RelationProblem> problem;
  // zplc's name for the transfer ("t5") and its ZPL line, for ZPL_COMM_STATS.
  const char *name = nullptr;
  int line = 0;
};

class TransferImpl;

// A built transfer. Move-only; `release()` (or destruction) frees it. Calls
// on a released or never-built transfer, and out-of-order calls (DN without
// DR, a second SR before SV, ...) are reported as misuse.
class Transfer {
public:
  Transfer() = default;
  Transfer(rt::ProcCore &proc, const TransferSpec &spec);
  Transfer(Transfer &&o) noexcept;
  Transfer &operator=(Transfer &&o) noexcept;
  Transfer(const Transfer &) = delete;
  Transfer &operator=(const Transfer &) = delete;
  ~Transfer();

  void DR();
  void SR();
  void DN();
  void SV();
  // All four in order: a transfer with nothing to overlap.
  void run() { DR(), SR(), DN(), SV(); }
  // DN for a reader that can take the data where the binding received it:
  // a receive whose destination side is one block (rel::SideBlock; the
  // `mpi` binding's buffer of a block of a transpose) may be left in its
  // buffer instead of being scattered into the destination. Then, until
  // endInPlace() or the next DR, held() tells where: true, with every
  // receive of this processor, when each was left in its buffer (element k
  // of `data` is the relation's k-th tuple); otherwise it scatters those
  // left, so that the destination holds everything, and returns false.
  // Only a reader that then reads the receives through held() may ask for
  // this: what is left in buffers is never written to the destination
  // (zplc's fused remaps, codegen/emit/Fusion.cpp).
  struct Held {
    const void *data;
    rel::SideBlock block;
  };
  void DNInPlace();
  bool held(std::vector<Held> *out);
  void unhold(); // scatters what is held: the destination holds everything
  void endInPlace();
  // Not collective; a transfer's peers must have finished with it (its last
  // DN/SV done everywhere) before it is rebuilt under the same id. (The
  // MPI windows of `mpi-rma` and `mpi-shm` transfers are freed collectively
  // at the end of the run, so build transfers once, not per iteration.)
  void release();

  int id() const { return id_; }
  bool valid() const { return impl_ != nullptr; }

private:
  TransferImpl *impl_ = nullptr;
  int id_ = -1;
  bool released_ = false;
};

// Misuse of the interface is reported through this handler. The default
// prints "zpl: error: <message>" once and halts every processor (exit 1).
// Tests replace it to observe the messages; the offending call then returns
// without effect.
using MisuseHandler = std::function<void(const std::string &message)>;
void setMisuseHandler(MisuseHandler h); // nullptr restores the default

// Per-processor communication statistics (also printed at exit when
// ZPL_COMM_STATS=1).
struct CommStats {
  uint64_t messages = 0; // messages sent (local copies excluded)
  uint64_t bytes = 0;    // payload bytes sent
  uint64_t localCopies = 0;
  // Chained copies between two processors sharing memory (threads,
  // mpi-shm) that this processor executed, whichever end it was.
  uint64_t chainedCopies = 0;
  // Bytes copied between an array and a buffer (a send buffer packed, a
  // received one unpacked): 0 when every pair moves in place.
  uint64_t stagedBytes = 0;
  // Blocked time is measured only when ZPL_COMM_STATS is set (else 0).
  double dnWaitSeconds = 0; // time blocked in DN
  double svWaitSeconds = 0; // time blocked in SV
};
CommStats commStats(const rt::ProcCore &proc);

} // namespace zpl::im
