// The `mpi` binding's two-sided part of a transfer (also used by `mpi-shm`
// for pairs that do not share memory): MPI_Irecv at DR, MPI_Isend at SR.
// A side that is one contiguous run in the relation's order is sent from or
// received into the array itself; any other side is gathered by the relation
// executor straight into the buffer MPI sends from, or scattered straight
// from the buffer MPI received into. So a byte is copied by MPI (with Open
// MPI on one node: once by the kernel above 4 KiB, twice through a
// shared-memory fragment below; docs/BACKEND.md, "Copies per byte"), plus
// once per side that is not one run, which StatsCounters::staged counts.
// With prediction it also posts receives early (MpiPredict.h).
#pragma once

#include "runtime/ironman/Binding.h"
#include "runtime/ironman/MpiPredict.h"
#include "runtime/ironman/Scratch.h"

#include <mpi.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace zpl::im {

// If the tuples' offsets on one side are consecutive in relation order, that
// side can send or receive in place instead of through a buffer. Read off the
// encoding's runs: decoding every tuple here made a transfer's first use
// cost several times its later ones.
inline int64_t contiguousStart(const rel::EncodedView &v, bool sourceSide) {
  return v.contiguousStart(sourceSide);
}

// ZPL_MPI_DATATYPES=1 (off by default): a side that is not one run but at
// most kMaxTypeBlocks of the executors' blocks is handed to MPI as a derived
// datatype over the array, instead of being gathered into (or scattered
// from) a buffer of ours: MPI packs it straight into its own transport
// buffers and unpacks it straight out of them. Open MPI then never uses its
// single kernel copy, so only pairs scattered on both sides, each in few
// enough blocks, take part (2 copies instead of 3); both ends read that off
// the relation, so they agree (though the message is the same bytes either
// way). docs/BACKEND.md has the figures.
inline bool mpiDatatypes() {
  static const bool on = [] {
    const char *v = std::getenv("ZPL_MPI_DATATYPES");
    return v && *v && std::strcmp(v, "0") != 0;
  }();
  return on;
}
constexpr size_t kMaxTypeBlocks = 64;

// Whether a pair moves as datatypes on both ends: neither side is one run
// and both have at most kMaxTypeBlocks blocks.
inline bool bothTyped(const rel::EncodedView &v) {
  for (bool source : {true, false})
    if (v.contiguousStart(source) >= 0 ||
        v.sideBlocks(source, kMaxTypeBlocks).empty())
      return false;
  return true;
}

// The datatype of one side of a relation (elements of `es` bytes, offsets
// from the array's base), or MPI_DATATYPE_NULL when it has too many blocks.
// A block is an hvector of rows over an hvector of elements; the blocks, in
// the relation's order, are one struct.
inline MPI_Datatype sideDatatype(const rel::EncodedView &v, bool source,
                                 size_t es) {
  std::vector<rel::SideBlock> blocks = v.sideBlocks(source, kMaxTypeBlocks);
  if (blocks.empty() || es > size_t(INT_MAX))
    return MPI_DATATYPE_NULL;
  for (const rel::SideBlock &b : blocks)
    if (b.n > INT_MAX || b.rows > INT_MAX)
      return MPI_DATATYPE_NULL;
  const MPI_Aint E = MPI_Aint(es);
  MPI_Datatype elem;
  check(MPI_Type_contiguous(int(es), MPI_BYTE, &elem), "MPI_Type_contiguous");
  std::vector<MPI_Datatype> parts;
  std::vector<MPI_Aint> displs;
  std::vector<int> ones(blocks.size(), 1);
  for (const rel::SideBlock &b : blocks) {
    MPI_Datatype row, block;
    check(MPI_Type_create_hvector(int(b.n), 1, MPI_Aint(b.stride) * E, elem,
                                  &row),
          "MPI_Type_create_hvector");
    check(MPI_Type_create_hvector(int(b.rows), 1, MPI_Aint(b.rowStride) * E,
                                  row, &block),
          "MPI_Type_create_hvector");
    MPI_Type_free(&row);
    parts.push_back(block);
    displs.push_back(MPI_Aint(b.start) * E);
  }
  MPI_Datatype t;
  check(MPI_Type_create_struct(int(parts.size()), ones.data(), displs.data(),
                               parts.data(), &t),
        "MPI_Type_create_struct");
  check(MPI_Type_commit(&t), "MPI_Type_commit");
  for (MPI_Datatype &d : parts)
    MPI_Type_free(&d);
  MPI_Type_free(&elem);
  return t;
}

// ------------------------------------------------------------- two-sided

// With prediction (pred != nullptr), the part is a pre-post target: see
// MpiPredict.h. Only parts with fixed relations take part, so a receive posted
// early always has the size the next use needs.
class TwoSidedPart final : public predict::PrepostTarget {
public:
  TwoSidedPart(MPI_Comm comm, int tag, size_t es, const void *send, void *recv,
               std::vector<PeerRel *> sends, std::vector<PeerRel *> recvs,
               bool fixed, StatsCounters *stats, Prediction *pred = nullptr)
      : comm_(comm), tag_(tag), es_(es), send_(send), recv_(recv),
        sends_(std::move(sends)), recvs_(std::move(recvs)), stats_(stats),
        pred_(pred) {
    stagger();
    if (pred_ && pred_->xferUnexpected)
      unexpected_ = pred_->xferUnexpected.get();
    if (pred_ && !(pred_->cfg.on && fixed))
      pred_ = nullptr;
    if (pred_) {
      pred_->planner.attach(tag_, this);
      preReq_.assign(recvs_.size(), MPI_REQUEST_NULL);
      staged_.resize(recvs_.size());
      stagedPending_.assign(recvs_.size(), 0);
    }
    sreq_.assign(sends_.size(), MPI_REQUEST_NULL);
    rreq_.assign(recvs_.size(), MPI_REQUEST_NULL);
    sbuf_.resize(sends_.size());
    rbuf_.resize(recvs_.size());
    sdirect_.assign(sends_.size(), nullptr);
    rdirect_.assign(recvs_.size(), nullptr);
    stype_.assign(sends_.size(), MPI_DATATYPE_NULL);
    rtype_.assign(recvs_.size(), MPI_DATATYPE_NULL);
    // Early receives land in buffers of ours: no datatypes with prediction.
    const bool types = mpiDatatypes() && !pred_;
    // A relation computed at run time holds the same tuples at every use
    // (the cache may compute it again, from the same problem), so it is sent
    // and received in place as a fixed one is.
    for (size_t i = 0; i < sends_.size(); ++i) {
      int64_t s = contiguousStart(sends_[i]->view, true);
      if (s >= 0)
        sdirect_[i] = static_cast<const char *>(send_) + s * es_;
      else if (!types || !bothTyped(sends_[i]->view) ||
               (stype_[i] = sideDatatype(sends_[i]->view, true, es_)) ==
                   MPI_DATATYPE_NULL)
        sbuf_[i].reset(sends_[i]->bytes(es_));
    }
    for (size_t i = 0; i < recvs_.size(); ++i) {
      int64_t d = contiguousStart(recvs_[i]->view, false);
      if (d >= 0)
        rdirect_[i] = static_cast<char *>(recv_) + d * es_;
      else if (!types || !bothTyped(recvs_[i]->view) ||
               (rtype_[i] = sideDatatype(recvs_[i]->view, false, es_)) ==
                   MPI_DATATYPE_NULL)
        rbuf_[i].reset(recvs_[i]->bytes(es_));
    }
    // Receives a reader may take from their buffers (DN(true)): those whose
    // destination side is one block.
    block_.assign(recvs_.size(), rel::SideBlock{0, 0, 0, 0, 0});
    pending_.assign(recvs_.size(), 0);
    for (size_t i = 0; i < recvs_.size(); ++i) {
      if (!rbuf_[i].data())
        continue;
      std::vector<rel::SideBlock> b = recvs_[i]->view.sideBlocks(false, 1);
      if (b.size() == 1 && b[0].n > 0 && b[0].rows > 0)
        block_[i] = b[0];
    }
  }
  ~TwoSidedPart() override {
    int finalized = 0;
    MPI_Finalized(&finalized);
    for (auto *types : {&stype_, &rtype_})
      for (MPI_Datatype &t : *types)
        if (t != MPI_DATATYPE_NULL && !finalized)
          MPI_Type_free(&t);
    if (!pred_)
      return;
    pred_->planner.detach(tag_);
    // Early receives for a use that never came (mispredicted at the end).
    for (MPI_Request &r : preReq_)
      if (r != MPI_REQUEST_NULL) {
        MPI_Cancel(&r);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        ++pred_->planner.stats.cancelled;
      }
  }
  bool empty() const { return sends_.empty() && recvs_.empty(); }

  bool prepost(int peer, uint64_t bytes) override {
    if (active_)
      return false;
    for (size_t i = 0; i < recvs_.size(); ++i) {
      if (recvs_[i]->peer != peer)
        continue;
      if (preReq_[i] != MPI_REQUEST_NULL || recvs_[i]->bytes(es_) != bytes)
        return false;
      // A direct receive's place in the array is not free until DR.
      void *into = rbuf_[i].data();
      if (rdirect_[i]) {
        staged_[i].resize(bytes);
        into = staged_[i].data();
      }
      postRecv(into, int(bytes), MPI_BYTE, i, &preReq_[i]);
      return true;
    }
    return false;
  }

  void DR() {
    active_ = true;
    for (size_t i = 0; i < recvs_.size(); ++i) {
      if (pred_ && adoptEarly(i))
        continue;
      if (rtype_[i] != MPI_DATATYPE_NULL)
        postRecv(recv_, 1, rtype_[i], i, &rreq_[i]);
      else
        postRecv(rdirect_[i] ? rdirect_[i] : rbuf_[i].data(),
                 int(recvs_[i]->bytes(es_)), MPI_BYTE, i, &rreq_[i]);
    }
  }
  void SR() {
    for (size_t i = 0; i < sends_.size(); ++i) {
      if (stype_[i] != MPI_DATATYPE_NULL) {
        check(MPI_Isend(send_, 1, stype_[i], sends_[i]->peer, tag_, comm_,
                        &sreq_[i]),
              "MPI_Isend");
        continue;
      }
      const void *from = sdirect_[i];
      if (!from) {
        sends_[i]->view.gather(send_, sbuf_[i].data(), es_);
        stats_->staged += sbuf_[i].size();
        from = sbuf_[i].data();
      }
      check(MPI_Isend(from, int(sends_[i]->bytes(es_)), MPI_BYTE,
                      sends_[i]->peer, tag_, comm_, &sreq_[i]),
            "MPI_Isend");
    }
  }
  // With `inPlace`, receives of one block stay in their buffers (held())
  // until endInPlace(), which TransferImpl also calls at the next DR;
  // meanwhile no receive is posted
  // early into them (prepost refuses while active_).
  void DN(bool inPlace = false) {
    inPlace_ = inPlace;
    waitRecvs();
    inPlace_ = false;
    active_ = std::find(pending_.begin(), pending_.end(), 1) != pending_.end();
    if (!pred_)
      return;
    for (PeerRel *r : recvs_)
      pred_->planner.received(r->peer, tag_, r->bytes(es_));
    pred_->planner.prepostNext();
  }
  // Every receive, when each is held in its buffer; else those held are
  // scattered now (the destination then holds everything) and false.
  bool held(std::vector<Transfer::Held> *out) {
    for (size_t i = 0; i < recvs_.size(); ++i)
      if (!pending_[i]) {
        scatterHeld();
        return false;
      }
    for (size_t i = 0; i < recvs_.size(); ++i)
      out->push_back({rbuf_[i].data(), block_[i]});
    return true;
  }
  void scatterHeld() {
    for (size_t i = 0; i < recvs_.size(); ++i)
      if (pending_[i]) {
        pending_[i] = 0;
        recvs_[i]->view.scatter(rbuf_[i].data(), recv_, es_);
        stats_->staged += rbuf_[i].size();
      }
    active_ = false;
  }
  // The reader is done: what it read from the buffers is never scattered.
  void endInPlace() {
    std::fill(pending_.begin(), pending_.end(), 0);
    active_ = false;
  }
  // Receive i's message is in place: scatter it from the packing buffer, or
  // copy it from where it was staged.
  void landed(size_t i) {
    if (rtype_[i] != MPI_DATATYPE_NULL)
      return; // MPI unpacked it into the array
    if (inPlace_ && block_[i].n > 0) {
      pending_[i] = 1; // the reader takes it from the buffer (held)
      return;
    }
    if (!rdirect_[i]) {
      recvs_[i]->view.scatter(rbuf_[i].data(), recv_, es_);
      stats_->staged += rbuf_[i].size();
    } else if (pred_ && stagedPending_[i]) {
      std::memcpy(rdirect_[i], staged_[i].data(), staged_[i].size());
      stats_->staged += staged_[i].size();
      stagedPending_[i] = 0;
    }
  }
  void waitRecvs() {
    if (recvs_.size() == 1) {
      // The common halo case: one peer, and MPI_Wait is the cheapest call.
      double t0 = timing() ? rt::wallSeconds() : 0;
      check(MPI_Wait(&rreq_[0], MPI_STATUS_IGNORE), "MPI_Wait");
      if (timing())
        stats_->dnWait += rt::wallSeconds() - t0;
      landed(0);
      return;
    }
    // Scatter each message as it lands rather than after the last one.
    for (size_t left = recvs_.size(); left > 0; --left) {
      int i = MPI_UNDEFINED;
      double t0 = timing() ? rt::wallSeconds() : 0;
      check(MPI_Waitany(int(rreq_.size()), rreq_.data(), &i, MPI_STATUS_IGNORE),
            "MPI_Waitany");
      if (timing())
        stats_->dnWait += rt::wallSeconds() - t0;
      if (i == MPI_UNDEFINED)
        break;
      landed(size_t(i));
    }
  }
  void SV() {
    if (sends_.empty())
      return;
    double t0 = timing() ? rt::wallSeconds() : 0;
    if (sreq_.size() == 1)
      check(MPI_Wait(&sreq_[0], MPI_STATUS_IGNORE), "MPI_Wait");
    else
      check(MPI_Waitall(int(sreq_.size()), sreq_.data(), MPI_STATUSES_IGNORE),
            "MPI_Waitall");
    if (timing())
      stats_->svWait += rt::wallSeconds() - t0;
  }

private:
  // Every rank sending to its peers in rank order made rank 0 everyone's
  // first destination, while the last rank waited for its first message:
  // each rank sends to the next rank up first, and expects the next rank
  // down first (where its first message comes from).
  void stagger() {
    int me = 0, P = 1;
    MPI_Comm_rank(comm_, &me);
    MPI_Comm_size(comm_, &P);
    auto after = [P](int from, int to) { return (to - from + P) % P; };
    std::stable_sort(sends_.begin(), sends_.end(),
                     [&](const PeerRel *a, const PeerRel *b) {
                       return after(me, a->peer) < after(me, b->peer);
                     });
    std::stable_sort(recvs_.begin(), recvs_.end(),
                     [&](const PeerRel *a, const PeerRel *b) {
                       return after(a->peer, me) < after(b->peer, me);
                     });
  }
  void postRecv(void *into, int count, MPI_Datatype type, size_t i,
                MPI_Request *req) {
    auto post = [&] {
      check(MPI_Irecv(into, count, type, recvs_[i]->peer, tag_, comm_, req),
            "MPI_Irecv");
    };
    if (unexpected_)
      unexpected_->around(recvs_[i]->peer, post);
    else
      post();
  }
  // At DR: whether receive i was posted early and is now taken care of. A
  // packed receive simply becomes this use's. A staged one is copied into the
  // array if its message came (now) or is small (at DN); otherwise it is
  // cancelled and the direct receive posted, unless it matched meanwhile.
  bool adoptEarly(size_t i) {
    MPI_Request &early = preReq_[i];
    if (early == MPI_REQUEST_NULL)
      return false;
    ++pred_->planner.stats.found;
    if (!rdirect_[i]) {
      rreq_[i] = early;
      early = MPI_REQUEST_NULL;
      return true;
    }
    int done = 0;
    MPI_Status st;
    check(MPI_Test(&early, &done, &st), "MPI_Test");
    if (!done && staged_[i].size() <= kKeepStaged) {
      // Not here yet, and small: copying it at DN costs less than
      // cancelling the early receive and posting another.
      rreq_[i] = early;
      early = MPI_REQUEST_NULL;
      stagedPending_[i] = 1;
      return true;
    }
    if (!done) {
      MPI_Cancel(&early);
      check(MPI_Wait(&early, &st), "MPI_Wait");
      int cancelled = 0;
      MPI_Test_cancelled(&st, &cancelled);
      if (cancelled) {
        ++pred_->planner.stats.cancelled;
        return false;
      }
    }
    std::memcpy(rdirect_[i], staged_[i].data(), staged_[i].size());
    stats_->staged += staged_[i].size();
    rreq_[i] = MPI_REQUEST_NULL;
    return true;
  }

  MPI_Comm comm_;
  int tag_;
  size_t es_;
  const void *send_;
  void *recv_;
  std::vector<PeerRel *> sends_, recvs_;
  std::vector<MPI_Request> sreq_, rreq_;
  // Packing buffers, never zero-filled: the gather (or MPI) writes them
  // first (Scratch.h).
  std::vector<Scratch> sbuf_, rbuf_;
  std::vector<const char *> sdirect_;
  std::vector<char *> rdirect_;
  std::vector<MPI_Datatype> stype_, rtype_; // sides MPI packs (ZPL_MPI_DATATYPES)
  StatsCounters *stats_;
  Prediction *pred_ = nullptr;
  UnexpectedCounter *unexpected_ = nullptr;
  bool active_ = false; // between DR and the end of DN (or endInPlace)
  bool inPlace_ = false; // in DN(true): landed() holds one-block receives
  std::vector<rel::SideBlock> block_; // per receive: its one block, or n = 0
  std::vector<char> pending_;         // per receive: held in its buffer
  std::vector<MPI_Request> preReq_; // receives posted early, per recvs_
  std::vector<std::vector<char>> staged_;
  std::vector<char> stagedPending_; // staged receives DN must copy
  static constexpr size_t kKeepStaged = 64 * 1024;
};

} // namespace zpl::im
