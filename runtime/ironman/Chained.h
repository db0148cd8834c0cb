// Internal: the chained transfer used by `threads` and, between ranks of one
// node, by `mpi-shm`. The data moves once, straight from the source array to
// the destination array through the relation; no buffer, no message.
//
// Per pair (p sends to q) two counters live in memory both can reach:
//   arrivals  q's DR and p's SR each add 1, so use e starts at 2(e-1)
//   done      the last use whose data is in place
// Whoever arrives second for use e (its fetch_add returns 2(e-1)+1) copies at
// once, inside its DR or SR: the data moves as early as the program allows,
// and the atomic add alone decides who copies. DN waits for `done`, which
// needs only the peer's SR; SV waits for the peer's DR. Those are the same
// dependencies as MPI's Irecv/Isend, so any interleaving that completes under
// two-sided MPI completes here too. Use e can begin only after use e-1 is
// done on both sides (DR after DN, SR after SV), which is what makes the
// count 2(e-1) exact.
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
  std::atomic<uint64_t> arrivals{0}, done{0};
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
          !r->packed) {
        r->view.copy(a_->peerSend(r->peer), recv_, es_);
        f.done.store(e, std::memory_order_release);
      }
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
        f.arrivals.fetch_add(1, std::memory_order_acq_rel);
        wakeWaiters();
        continue;
      }
      if (f.arrivals.fetch_add(1, std::memory_order_acq_rel) == 2 * e - 1) {
        s->view.copy(send_, a_->peerRecv(s->peer), es_);
        f.done.store(e, std::memory_order_release);
      }
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
      spinUntil([&] { return f.done.load(std::memory_order_acquire) >= e; },
                [&] { return describe("DN", "SR", r->peer, e); });
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
      spinUntil([&] { return f.done.load(std::memory_order_acquire) >= e; },
                [&] { return describe("SV", "DR", s->peer, e); });
    }
    if (waited)
      stats_->svWait += rt::wallSeconds() - t0;
  }

private:
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
