// The `mpi-rma` binding's part of a transfer: one-sided puts into a region
// of a window the receiver shares with its other transfers (Mpi.cpp makes
// the windows: MpiBinding::rmaRegion).
#pragma once

#include "runtime/ironman/Binding.h"
#include "runtime/ironman/MpiTwoSided.h"
#include "runtime/ironman/Scratch.h"

#include <mpi.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace zpl::im {

// Whether rmaSendType may type a side: yes unless ZPL_RMA_DATATYPES=0.
inline bool rmaDatatypes() {
  static const bool on = [] {
    const char *v = std::getenv("ZPL_RMA_DATATYPES");
    return !v || std::strcmp(v, "0") != 0;
  }();
  return on;
}

// A send side MPI_Put reads off the array through a derived datatype
// (sideDatatype, MpiTwoSided.h) instead of our gather into a buffer: one
// copy less, and no buffer whose pages the first use faults in. Only for
// sides of runs of at least kMinTypedRun bytes: MPI's packer moves single
// elements one by one, slower than the executors' gather (docs/BACKEND.md).
constexpr size_t kMinTypedRun = 256;
inline MPI_Datatype rmaSendType(const rel::EncodedView &v, size_t es) {
  if (!rmaDatatypes())
    return MPI_DATATYPE_NULL;
  for (const rel::SideBlock &b : v.sideBlocks(true, kMaxTypeBlocks))
    if ((b.stride != 1 && b.n > 1) || size_t(b.n) * es < kMinTypedRun)
      return MPI_DATATYPE_NULL;
  return sideDatatype(v, true, es);
}

// Window layout on each rank: srFlag[P] (written by senders), drFlag[P]
// (written by receivers of this rank's sends), then two staging slots per
// sender. A sender puts epoch e's data into slot e % 2 and then raises the
// receiver's srFlag; the receiver raises the sender's drFlag at DR. A slot is
// written again two epochs later, after the sender's SV saw the receiver's
// next DR, which comes after the receiver's DN consumed it: so two slots
// suffice and SR never waits. A send side that is one contiguous run is put
// from the array itself, one of long runs through a datatype (rmaSendType);
// every receive is copied out of its slot at DN.
// The window holds unrelated ranks' slots, so an array cannot be one. It is
// a region of a window shared with other transfers (MpiBinding::rmaRegion),
// starting at its own displacement on each rank.
struct RmaRegion {
  MPI_Win win;
  char *base;  // this rank's region
  size_t disp; // its displacement in this rank's part of the window
};

class RmaPart {
public:
  // region(bytes) is collective over comm and returns this rank's region.
  template <class Region>
  RmaPart(MPI_Comm comm, int me, int P, size_t es, const void *send, void *recv,
          std::vector<PeerRel *> sends, std::vector<PeerRel *> recvs,
          StatsCounters *stats, Region region)
      : me_(me), P_(P), es_(es), send_(send), recv_(recv),
        sends_(std::move(sends)), recvs_(std::move(recvs)), stats_(stats) {
    std::vector<int64_t> offsetFor(P, -1);
    size_t off = 2 * size_t(P) * sizeof(uint64_t);
    slot_.assign(recvs_.size(), 0);
    recvOff_.assign(recvs_.size(), 0);
    for (size_t i = 0; i < recvs_.size(); ++i) {
      size_t slot = (recvs_[i]->bytes(es_) + 7) / 8 * 8;
      offsetFor[recvs_[i]->peer] = int64_t(off);
      recvOff_[i] = off;
      slot_[i] = slot;
      off += 2 * slot;
    }
    const RmaRegion r = region(off);
    win_ = r.win;
    base_ = r.base;
    myDisp_ = r.disp;
    // Each peer learns where this rank's region starts (for the flags) and
    // where its slots are, both as displacements in this rank's window.
    std::vector<int64_t> out(size_t(2) * P), in(size_t(2) * P, -1);
    for (int q = 0; q < P; ++q) {
      out[2 * q] = int64_t(r.disp);
      out[2 * q + 1] = offsetFor[q] >= 0 ? int64_t(r.disp) + offsetFor[q] : -1;
    }
    check(MPI_Alltoall(out.data(), 2, MPI_INT64_T, in.data(), 2, MPI_INT64_T, comm),
          "MPI_Alltoall");
    peerDisp_.assign(size_t(P), 0);
    for (int q = 0; q < P; ++q)
      peerDisp_[q] = size_t(in[2 * q]);
    for (PeerRel *s : sends_)
      sendOff_.push_back(in[2 * s->peer + 1]);
    sbuf_.resize(sends_.size());
    sdirect_.assign(sends_.size(), nullptr);
    stype_.assign(sends_.size(), MPI_DATATYPE_NULL);
    for (size_t i = 0; i < sends_.size(); ++i) {
      int64_t s = sends_[i]->view.contiguousStart(true);
      if (s >= 0)
        sdirect_[i] = static_cast<const char *>(send_) + s * es_;
      else if ((stype_[i] = rmaSendType(sends_[i]->view, es_)) ==
               MPI_DATATYPE_NULL)
        sbuf_[i].reset(sends_[i]->bytes(es_));
    }
    // Only the flags need a value before the first use; a slot is always
    // put before it is read, so its pages are first touched by the first
    // put (clearing the whole window was a pass over twice the data the
    // first use moves, page faults included).
    std::memset(base_, 0, 2 * size_t(P) * sizeof(uint64_t));
    MPI_Win_sync(win_);
    MPI_Barrier(comm);
    flagOut_.assign(size_t(P), 0);
  }
  ~RmaPart() {
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (!finalized)
      for (MPI_Datatype &t : stype_)
        if (t != MPI_DATATYPE_NULL)
          MPI_Type_free(&t);
  }
  RmaPart(const RmaPart &) = delete;
  RmaPart &operator=(const RmaPart &) = delete;
  bool empty() const { return sends_.empty() && recvs_.empty(); }

  void DR(uint64_t e) {
    for (PeerRel *r : recvs_)
      raise(r->peer, (P_ + me_) * sizeof(uint64_t), e);
  }
  void SR(uint64_t e) {
    for (size_t i = 0; i < sends_.size(); ++i) {
      int q = sends_[i]->peer;
      size_t bytes = sends_[i]->bytes(es_);
      size_t slot = (bytes + 7) / 8 * 8;
      if (stype_[i] != MPI_DATATYPE_NULL) {
        check(MPI_Put(send_, 1, stype_[i], q,
                      MPI_Aint(sendOff_[i] + (e % 2) * slot), int(bytes),
                      MPI_BYTE, win_),
              "MPI_Put");
        check(MPI_Win_flush(q, win_), "MPI_Win_flush");
        raise(q, me_ * sizeof(uint64_t), e);
        continue;
      }
      const void *from = sdirect_[i];
      if (!from) {
        sends_[i]->view.gather(send_, sbuf_[i].data(), es_);
        stats_->staged += bytes;
        from = sbuf_[i].data();
      }
      // The flush below completes the put: the array is final until SV.
      check(MPI_Put(from, int(bytes), MPI_BYTE, q,
                    MPI_Aint(sendOff_[i] + (e % 2) * slot), int(bytes),
                    MPI_BYTE, win_),
            "MPI_Put");
      check(MPI_Win_flush(q, win_), "MPI_Win_flush");
      raise(q, me_ * sizeof(uint64_t), e);
    }
  }
  void DN(uint64_t e) {
    if (recvs_.empty())
      return;
    double t0 = timing() ? rt::wallSeconds() : 0;
    for (PeerRel *r : recvs_)
      waitFlag(r->peer * sizeof(uint64_t), e, "DN", r->peer);
    if (timing())
      stats_->dnWait += rt::wallSeconds() - t0;
    MPI_Win_sync(win_);
    for (size_t i = 0; i < recvs_.size(); ++i) {
      recvs_[i]->view.scatter(base_ + recvOff_[i] + (e % 2) * slot_[i], recv_,
                              es_);
      stats_->staged += recvs_[i]->bytes(es_);
    }
  }
  void SV(uint64_t e) {
    if (sends_.empty())
      return;
    double t0 = timing() ? rt::wallSeconds() : 0;
    for (PeerRel *s : sends_)
      waitFlag((P_ + s->peer) * sizeof(uint64_t), e, "SV", s->peer);
    if (timing())
      stats_->svWait += rt::wallSeconds() - t0;
  }

private:
  void raise(int target, size_t disp, uint64_t e) {
    uint64_t &v = flagOut_[target];
    v = e;
    check(MPI_Accumulate(&v, 1, MPI_UINT64_T, target, MPI_Aint(peerDisp_[target] + disp), 1,
                         MPI_UINT64_T, MPI_REPLACE, win_),
          "MPI_Accumulate");
    check(MPI_Win_flush(target, win_), "MPI_Win_flush");
  }
  // Reads go through MPI so that implementations progressing one-sided
  // operations in software get the calls they need.
  // Polls in a tight loop first: where one-sided operations progress in
  // software, the peer's puts land only while this rank is inside MPI.
  void waitFlag(size_t disp, uint64_t e, const char *call, int peer) {
    uint64_t got = 0, dummy = 0;
    double start = 0;
    bool warned = false;
    for (uint64_t n = 1;; ++n) {
      check(MPI_Fetch_and_op(&dummy, &got, MPI_UINT64_T, me_, MPI_Aint(myDisp_ + disp),
                             MPI_NO_OP, win_),
            "MPI_Fetch_and_op");
      check(MPI_Win_flush(me_, win_), "MPI_Win_flush");
      if (got >= e)
        return;
      if (n < 4096)
        continue;
      yieldCpu();
      if (start == 0)
        start = rt::wallSeconds();
      if (!warned && (n & 63) == 0 &&
          rt::wallSeconds() - start > waitWarnSeconds()) {
        waitWarning(std::string(call) + " on processor " + std::to_string(me_) +
                    " waiting for processor " + std::to_string(peer) +
                    (call[0] == 'D' ? "'s SR" : "'s DR"));
        warned = true;
      }
    }
  }

  int me_, P_;
  size_t es_;
  const void *send_;
  void *recv_;
  std::vector<PeerRel *> sends_, recvs_;
  std::vector<size_t> slot_, recvOff_;
  std::vector<int64_t> sendOff_;
  std::vector<Scratch> sbuf_;
  std::vector<const char *> sdirect_; // sends put from the array itself
  std::vector<MPI_Datatype> stype_;   // sends MPI reads off the array
  std::vector<uint64_t> flagOut_;
  std::vector<size_t> peerDisp_; // where each peer's region starts
  size_t myDisp_ = 0;
  MPI_Win win_ = MPI_WIN_NULL;
  char *base_ = nullptr;
  StatsCounters *stats_;
};

} // namespace zpl::im
