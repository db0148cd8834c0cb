// Internal: the chained transfer used by `threads` and, between ranks of one
// node, by `mpi-shm`. The data moves once, straight from the source array to
// the destination array through the relation; no buffer, no message.
//
// Per pair (p sends to q) three counters live in memory both can reach:
//   arrivals  q's DR and p's SR each add 1, so use e starts at 2(e-1)
//   claimed   the last use whose copy a processor has taken on
//   done      the last use whose data is in place
// Use e's copy may start once both have arrived, and exactly one of them
// does it: whoever takes `claimed` from e-1 to e. The receiver takes it
// first where it can: in its DR if the sender's SR came before, else on
// entering its DN, before it waits for the SR (since 2026-11-27; before, once
// the SR had come, and a sender whose SV came just then took the copy as
// often as not). The sender copies only if its SV comes while the copy is
// still unclaimed (the receiver has not reached DN). So in a
// symmetric exchange each processor copies what it receives, in parallel;
// with "whoever arrives second copies" (the former rule) the later processor
// did every copy of both directions while the other waited, and stayed the
// later one at the next use: the two copies ran one after the other. The
// sender's SV sees the receiver's DR arrive before the receiver can reach
// its DN, so it waits a moment (leaveToReceiver, 2 us) for the claim: uses
// back to back are then all the receiver's, where a quarter to a half went
// to the sender and the destination's lines moved between the cores. DN
// waits for `done`, which needs only the peer's SR (the copy is then ours,
// claimed on entry, unless the sender's SV took it first); SV waits for
// the peer's DR (and copies if the copy is unclaimed). Those are the
// same dependencies as MPI's Irecv/Isend, so any interleaving that completes
// under two-sided MPI completes here too. Use e can begin only after use e-1
// is done on both sides (DR after DN, SR after SV), which is what makes the
// count 2(e-1) and the claim from e-1 exact.
//
// Pairs whose far side is scattered copy through a staging buffer instead
// (`packed`, see preferPacked): SR gathers into slot e % 2 and arrives; DN
// waits for both arrivals and scatters; SV waits for the DR.
#pragma once

#include "runtime/ironman/Binding.h"

#include <atomic>
#include <cstdint>

namespace zpl::im {

struct alignas(64) PairFlags {
  std::atomic<uint64_t> arrivals{0}, claimed{0}, done{0};
};
static_assert(
    std::atomic<uint64_t>::is_always_lock_free,
    "chained transfers across processes need lock-free 64-bit atomics");

// The part of a transfer that moves data by chained copies for some peers.
class ChainedPart {
public:
  // `flags(p, q)` gives the counters of pair p -> q; `peerSend(p)` and
  // `peerRecv(q)` the peer's base pointers in this address space (they may
  // block until the peer has published them).
  struct Access {
    virtual ~Access() = default;
    virtual PairFlags &flags(int src, int dst) = 0;
    virtual const void *peerSend(int peer) = 0;
    virtual void *peerRecv(int peer) = 0;
    // Two staging slots of `slotBytes(...)` each for a packed pair, in the
    // source's memory; reachable by both ends.
    virtual char *staging(int src, int dst) = 0;
  };

  static size_t slotBytes(const PeerRel &r, size_t es) {
    return (r.bytes(es) + 63) / 64 * 64;
  }

  ChainedPart(int me, int id, size_t elemSize, const void *sendBase,
              void *recvBase, std::vector<PeerRel *> sends,
              std::vector<PeerRel *> recvs, Access *access,
              StatsCounters *stats)
      : me_(me), id_(id), es_(elemSize), send_(sendBase), recv_(recvBase),
        sends_(std::move(sends)), recvs_(std::move(recvs)), a_(access),
        stats_(stats) {}

  bool empty() const { return sends_.empty() && recvs_.empty(); }

  void DR(uint64_t e) {
    for (PeerRel *r : recvs_) {
      PairFlags &f = a_->flags(r->peer, me_);
      if (f.arrivals.fetch_add(1, std::memory_order_acq_rel) == 2 * e - 1 &&
          !r->packed)
        copyIfUnclaimed(f, *r, a_->peerSend(r->peer), recv_, e);
      wakeWaiters(); // our arrival may end the peer's SV
    }
  }
  void SR(uint64_t e) {
    for (PeerRel *s : sends_) {
      PairFlags &f = a_->flags(me_, s->peer);
      if (s->packed) {
        // Slot e % 2 was last read at the peer's DN two uses ago, which
        // came before the DR that our previous SV waited for.
        s->view.gather(send_, slot(*s, me_, s->peer, e), es_);
        stats_->staged += s->bytes(es_);
      }
      // A chained copy is left to the receiver (its DN), or to our SV.
      f.arrivals.fetch_add(1, std::memory_order_acq_rel);
      wakeWaiters();
    }
  }
  void DN(uint64_t e) {
    bool waited = false;
    double t0 = 0;
    for (PeerRel *r : recvs_) {
      PairFlags &f = a_->flags(r->peer, me_);
      if (f.done.load(std::memory_order_acquire) >= e)
        continue;
      if (!waited && timing())
        waited = true, t0 = rt::wallSeconds();
      if (r->packed) {
        spinUntil(
            [&] { return f.arrivals.load(std::memory_order_acquire) >= 2 * e; },
            [&] { return describe("DN", "SR", r->peer, e); });
        r->view.scatter(slot(*r, r->peer, me_, e), recv_, es_);
        stats_->staged += r->bytes(es_);
        f.done.store(e, std::memory_order_release);
        wakeWaiters();
        continue;
      }
      // Claim the copy before waiting for the SR: a sender whose SV comes
      // while we wait here leaves it to us (our array, our cache).
      uint64_t expected = e - 1;
      bool mine = f.claimed.compare_exchange_strong(expected, e,
                                                    std::memory_order_acq_rel);
      spinUntil(
          [&] { return f.arrivals.load(std::memory_order_acquire) >= 2 * e; },
          [&] { return describe("DN", "SR", r->peer, e); });
      if (mine)
        copyClaimed(f, *r, a_->peerSend(r->peer), recv_, e);
      else
        spinUntil([&] { return f.done.load(std::memory_order_acquire) >= e; },
                  [&] { return describe("DN", "SV", r->peer, e); });
    }
    if (waited)
      stats_->dnWait += rt::wallSeconds() - t0;
  }
  void SV(uint64_t e) {
    bool waited = false;
    double t0 = 0;
    for (PeerRel *s : sends_) {
      PairFlags &f = a_->flags(me_, s->peer);
      if (f.done.load(std::memory_order_acquire) >= e)
        continue;
      if (!waited && timing())
        waited = true, t0 = rt::wallSeconds();
      if (s->packed) {
        // The data left at SR; the DR frees the slot the next SR writes.
        spinUntil(
            [&] { return f.arrivals.load(std::memory_order_acquire) >= 2 * e; },
            [&] { return describe("SV", "DR", s->peer, e); });
        continue;
      }
      spinUntil(
          [&] { return f.arrivals.load(std::memory_order_acquire) >= 2 * e; },
          [&] { return describe("SV", "DR", s->peer, e); });
      leaveToReceiver(f, e);
      if (!copyIfUnclaimed(f, *s, send_, a_->peerRecv(s->peer), e))
        spinUntil([&] { return f.done.load(std::memory_order_acquire) >= e; },
                  [&] { return describe("SV", "DN", s->peer, e); });
    }
    if (waited)
      stats_->svWait += rt::wallSeconds() - t0;
  }

private:
  // Use e's copy, if no one has taken it on yet; false if someone has (it
  // is then done or under way).
  bool copyIfUnclaimed(PairFlags &f, const PeerRel &r, const void *src,
                       void *dst, uint64_t e) {
    uint64_t expected = e - 1;
    if (!f.claimed.compare_exchange_strong(expected, e,
                                           std::memory_order_acq_rel))
      return false;
    copyClaimed(f, r, src, dst, e);
    return true;
  }
  void copyClaimed(PairFlags &f, const PeerRel &r, const void *src, void *dst,
                   uint64_t e) {
    r.view.copy(src, dst, es_);
    ++stats_->chainedCopies;
    f.done.store(e, std::memory_order_release);
    wakeWaiters();
  }
  // The receiver copies what it receives where it can (into its own array,
  // which stays in its cache). Once its DR has arrived it claims the copy
  // within a few hundred nanoseconds if it is on its way to DN or already
  // waiting there, but we see that arrival before its claim: give it a
  // moment before taking the copy on, or the copier changes from use to
  // use and the destination's lines move between the cores each time
  // (chained strided writes at 256 KiB measured 2-8x slower, and
  // unpredictably so).
  // A receiver that is busy elsewhere (or asleep) costs us the moment.
  static void leaveToReceiver(PairFlags &f, uint64_t e) {
    constexpr double kGraceSeconds = 2e-6;
    double until = 0;
    for (int i = 0; f.claimed.load(std::memory_order_acquire) < e; ++i) {
      if (i % 8 == 0) {
        double now = rt::wallSeconds();
        if (until == 0)
          until = now + kGraceSeconds;
        else if (now > until)
          return;
      }
      cpuRelax();
    }
  }
  char *slot(const PeerRel &r, int src, int dst, uint64_t e) {
    return a_->staging(src, dst) + (e % 2) * slotBytes(r, es_);
  }
  std::string describe(const char *call, const char *needed, int peer,
                       uint64_t e) const {
    return std::string(call) + " on processor " + std::to_string(me_) +
           " (transfer " + std::to_string(id_) + ", use " + std::to_string(e) +
           ") waiting for processor " + std::to_string(peer) + "'s " + needed;
  }
  int me_, id_;
  size_t es_;
  const void *send_;
  void *recv_;
  std::vector<PeerRel *> sends_, recvs_;
  Access *a_;
  StatsCounters *stats_;
};

} // namespace zpl::im
