// Internal: what a binding provides to the transfer layer and to the language
// services. One Binding object per processor (in `threads`, P of them share a
// world object). Not part of the interface generated code sees.
#pragma once

#include "runtime/ironman/Ironman.h"
#include "runtime/ironman/RelationCache.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace zpl::im {

size_t defaultCacheBytes();

// Whether DN/SV measure their blocked time (ZPL_COMM_STATS set): reading the
// clock around every wait would cost more than a small transfer's overhead.
bool timing();

void yieldCpu();

inline void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

// Spin for a few microseconds - a peer that is running answers well within
// that, and giving up the core costs far more - then yield a few times, then
// block (threads) or keep yielding (other bindings), because processors may
// outnumber cores.
//
// Blocking: a waiter parks on one process-wide futex word; every store that
// may end a wait is followed by wakeWaiters(), which costs a fence and a load
// when nobody sleeps. Only `threads` parks: a peer in another process
// (mpi-shm) cannot wake this process's private futex, so there waits keep
// yielding. Parking is bounded (a few milliseconds) as a safety net, never
// relied on for progress. ZPL_WAIT=yield turns parking off.
//
// A wait that outlasts ZPL_WAIT_WARN seconds (default 60) prints what it is
// waiting for, once per processor: a misplaced IRONMAN call would otherwise
// hang silently.
void waitWarning(const std::string &what);
double waitWarnSeconds();

struct Parking {
  std::atomic<uint32_t> seq{0};
  std::atomic<int> sleepers{0};
  std::atomic<bool> enabled{false};
};
extern Parking parking;
void enableParking();
// Sleeps until wakeWaiters() or the bound, unless pred() already holds once
// this thread counts as a sleeper.
void park(bool (*pred)(void *), void *arg);
void wakeSleepers();

inline void wakeWaiters() {
  // Pairs with the sleeper's count-then-check: either the waker sees the
  // sleeper or the sleeper sees the store that preceded this call.
  std::atomic_thread_fence(std::memory_order_seq_cst);
  if (parking.sleepers.load(std::memory_order_relaxed) > 0)
    wakeSleepers();
}

inline std::string aPeer() { return "a peer"; }

// A processor in the slow part of a wait, for a halting processor that waits
// until the others can go no further (see Proc::halt).
struct BlockedScope {
  BlockedScope();
  ~BlockedScope();
};

template <class Pred, class Describe = std::string (*)()>
inline void spinUntil(Pred pred, Describe what = aPeer) {
  for (int i = 0; i < 2048; ++i) {
    if (pred())
      return;
    cpuRelax();
  }
  BlockedScope blocked;
  // Past the spin, a wait has already cost microseconds: reading the clock
  // every few yields is noise next to it.
  double start = rt::wallSeconds();
  bool warned = false;
  const bool mayPark = parking.enabled.load(std::memory_order_relaxed);
  for (uint64_t n = 1; !pred(); ++n) {
    if (mayPark && n > 8)
      park([](void *p) { return (*static_cast<Pred *>(p))(); }, &pred);
    else
      yieldCpu();
    if (!warned && (mayPark || (n & 63) == 0) &&
        rt::wallSeconds() - start > waitWarnSeconds()) {
      waitWarning(what());
      warned = true;
    }
  }
}

// A relation as a transfer executes it: a view plus, for relations computed
// at run time, the storage that keeps the view valid.
struct PeerRel {
  int peer = -1;
  rel::EncodedView view;
  std::shared_ptr<const std::vector<uint64_t>> owned;
  size_t bytes(size_t elemSize) const { return view.count() * elemSize; }
  // Shared-memory bindings: move this pair through a contiguous staging
  // buffer instead of a chained copy (see preferPacked).
  bool packed = false;
};

// The copy-transfer model's choice for a pair that shares memory
// (CopyModel.h; see modelChooses for when it applies): packed when the model
// predicts a gather plus a scatter from the staging buffer beats one chained
// copy. Otherwise the former rule (fixedRulePacked). ZPL_CHAINED=always|never
// overrides both.
bool preferPacked(const rel::EncodedView &v, size_t elemSize);

struct Resolved {
  int id = -1;
  size_t elemSize = 0;
  const void *sendBase = nullptr;
  void *recvBase = nullptr;
  std::vector<PeerRel> sends, recvs; // without the self pair
  bool hasSelf = false;
  PeerRel self; // the local copy, source-side view
  std::shared_ptr<const RelationProblem> problem;
  std::string problemSig; // the cache key's part, computed once
};

struct StatsCounters {
  uint64_t messages = 0, bytes = 0, localCopies = 0;
  uint64_t chainedCopies = 0; // see CommStats
  // Bytes the binding copied between an array and a buffer of its own or
  // MPI's (a gather into a send buffer, a scatter or copy out of a received
  // one): the copies a pair makes beyond moving the data once.
  uint64_t staged = 0;
  double dnWait = 0, svWait = 0;
};

// Per-processor, per-transfer life cycle and the checks on it. Bindings
// implement the four steps for peers other than this processor; the self
// pair and the misuse checks live here so they behave alike everywhere.
class TransferImpl {
public:
  TransferImpl(rt::ProcCore &proc, Resolved spec);
  virtual ~TransferImpl();

  void DR();
  void SR();
  void DN(bool inPlace = false);
  void SV();
  // Transfer::held / endInPlace.
  bool held(std::vector<Transfer::Held> *out) { return inPlace_ && doHeld(out); }
  void unhold() {
    if (inPlace_)
      doUnhold();
  }
  void endInPlace() {
    if (inPlace_)
      doEndInPlace();
    inPlace_ = false;
  }
  int id() const { return spec_.id; }

protected:
  virtual void doDR() = 0;
  virtual void doSR() = 0;
  virtual void doDN() = 0;
  virtual void doSV() = 0;
  // A binding that can leave receives where they landed overrides these
  // three; by default DNInPlace is DN and nothing is held.
  virtual void doDNInPlace() { doDN(); }
  virtual bool doHeld(std::vector<Transfer::Held> *out) {
    (void)out;
    return false;
  }
  virtual void doUnhold() {}
  virtual void doEndInPlace() {}

  // Relations computed at run time are fetched per use, through the cache.
  void refreshSends();
  void refreshRecvs();

  rt::ProcCore &proc_;
  Resolved spec_;
  StatsCounters &stats_;
  uint64_t drEpoch_ = 0, srEpoch_ = 0, dnEpoch_ = 0, svEpoch_ = 0;
  uint64_t selfCopied_ = 0;
  bool inPlace_ = false; // between DNInPlace and endInPlace

private:
  void selfCopy();
};

class Binding {
public:
  Binding(int rank, int procs) : rank_(rank), procs_(procs) {}
  virtual ~Binding() = default;
  virtual const char *name() const = 0;
  int rank() const { return rank_; }
  int procs() const { return procs_; }

  // World collectives, every processor in the same order.
  virtual void barrier() = 0;
  // `all` receives procs() * bytes: processor r's `mine` at r * bytes.
  virtual void allgather(const void *mine, size_t bytes, void *all) = 0;
  virtual void broadcast(void *data, size_t bytes, int root) = 0;
  // Each processor receives `bytes` from `root` (its group's root; a root
  // passes itself). Groups partition the processors.
  virtual void groupBroadcast(void *data, size_t bytes, int root) = 0;
  // Root receives every processor's bytes (sizes may differ), in rank order.
  virtual void gather(const void *mine, size_t bytes, int root,
                      std::vector<std::vector<char>> *all) = 0;
  // Variable-size all-to-all: send[r] (send.size() == procs()) goes to
  // processor r; recv[r] gets what processor r sent here.
  virtual void alltoallv(const std::vector<std::vector<char>> &send,
                         std::vector<std::vector<char>> *recv) = 0;
  // The same when every processor knows in advance what it receives:
  // recvBytes[r] bytes from processor r, stored at `recv` one processor
  // after another in rank order (no exchange of sizes first, and no copy out
  // of per-peer lists). Every processor of one exchange calls this form.
  // This processor's own part is copied from send[rank] unless that is
  // empty: a caller that writes its part into place itself leaves it so.
  virtual void alltoallvKnown(const std::vector<std::vector<char>> &send,
                              char *recv, const size_t *recvBytes) = 0;

  virtual void *allocate(size_t bytes) = 0;
  virtual void deallocate(void *p) = 0;

  virtual std::unique_ptr<TransferImpl> makeTransfer(rt::ProcCore &proc,
                                                     Resolved spec) = 0;

  // Ends the whole program now with `code` (after flushing output).
  [[noreturn]] virtual void abortAll(int code) = 0;

  // Called by a processor about to stop the program (with an error, or a
  // halt): the processor that prints why. Of the processors that called it
  // within `seconds` (all of them, or those this one heard from when some
  // are elsewhere, e.g. waiting for them), the lowest with an error, else the
  // lowest; this processor's own rank when the binding cannot tell.
  // Processes use it so that a stop several processors reach at once prints
  // one message; threads share one process and decide without it
  // (stopWith, Processor.cpp).
  virtual int stopSpeaker(double seconds, bool error) {
    (void)seconds;
    (void)error;
    return rank();
  }

  StatsCounters stats;
  RelationCache relCache{defaultCacheBytes()};

protected:
  int rank_, procs_;
};

// After MPI_Init: the binding named `name` (mpi, mpi-rma, mpi-shm) over
// MPI_COMM_WORLD.
std::unique_ptr<Binding> makeMpiBinding(const std::string &name);
void reportMisuse(const std::string &message);

} // namespace zpl::im
