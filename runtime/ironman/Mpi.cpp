// The MPI bindings: `mpi` (two-sided, packing only sides that are not one
// contiguous run: MpiTwoSided.h), `mpi-rma` (one-sided puts into
// per-transfer windows) and `mpi-shm` (chained copies through
// MPI-3 shared-memory windows between ranks of a node, `mpi` otherwise).
#include "runtime/ironman/Chained.h"
#include "runtime/ironman/MpiRma.h"
#include "runtime/ironman/MpiTwoSided.h"
#include "runtime/ironman/Scratch.h"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <thread>
#include <utility>

namespace zpl::im {

namespace {

enum class Mode { TwoSided, Rma, Shm };

// ------------------------------------------------------------------ binding

class MpiBinding;

class MpiTransfer final : public TransferImpl, public ChainedPart::Access {
public:
  MpiTransfer(rt::ProcCore &proc, Resolved spec, MpiBinding &b);

  PairFlags &flags(int src, int dst) override;
  const void *peerSend(int peer) override { return peerSend_[peer]; }
  void *peerRecv(int peer) override { return peerRecv_[peer]; }
  char *staging(int src, int dst) override {
    return staging_[size_t(src) * procs_ + dst];
  }

private:
  void doDR() override {
    if (ts_)
      ts_->DR();
    if (ch_)
      ch_->DR(drEpoch_);
    if (rma_)
      rma_->DR(drEpoch_);
  }
  void doSR() override {
    if (ch_)
      ch_->SR(srEpoch_);
    if (ts_)
      ts_->SR();
    if (rma_)
      rma_->SR(srEpoch_);
  }
  void doDN() override { dn(/*inPlace=*/false); }
  void doDNInPlace() override { dn(/*inPlace=*/true); }
  void dn(bool inPlace) {
    if (ch_)
      ch_->DN(drEpoch_);
    if (ts_)
      ts_->DN(inPlace);
    if (rma_)
      rma_->DN(drEpoch_);
  }
  // Only a transfer whose every receive is two-sided can hold them all.
  bool doHeld(std::vector<Transfer::Held> *out) override {
    if (ts_ && !ch_ && !rma_)
      return ts_->held(out);
    doUnhold();
    return false;
  }
  void doUnhold() override {
    if (ts_)
      ts_->scatterHeld();
  }
  void doEndInPlace() override {
    if (ts_)
      ts_->endInPlace();
  }
  void doSV() override {
    if (ch_)
      ch_->SV(srEpoch_);
    if (ts_)
      ts_->SV();
    if (rma_)
      rma_->SV(srEpoch_);
  }

  MpiBinding &b_;
  std::unique_ptr<TwoSidedPart> ts_;
  std::unique_ptr<ChainedPart> ch_;
  std::unique_ptr<RmaPart> rma_;
  PairFlags *flags_ = nullptr;
  std::vector<const void *> peerSend_;
  std::vector<void *> peerRecv_;
  std::vector<char *> staging_;
  int procs_ = 0;
};

class MpiBinding final : public Binding {
public:
  MpiBinding(Mode mode, const char *name, int rank, int procs)
      : Binding(rank, procs), mode_(mode), name_(name) {
    MPI_Comm_dup(MPI_COMM_WORLD, &coll_);
    MPI_Comm_dup(MPI_COMM_WORLD, &xfer_);
    MPI_Comm_dup(MPI_COMM_WORLD, &stop_);
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank,
                        MPI_INFO_NULL, &node_);
    MPI_Comm_rank(node_, &nodeRank_);
    MPI_Comm_size(node_, &nodeSize_);
    // World rank -> rank within this node, or -1 elsewhere.
    std::vector<int> nodeRanks(procs);
    std::vector<int> worldOfNode(nodeSize_);
    MPI_Allgather(&rank_, 1, MPI_INT, worldOfNode.data(), 1, MPI_INT, node_);
    nodeRankOf_.assign(procs, -1);
    for (int i = 0; i < nodeSize_; ++i)
      nodeRankOf_[worldOfNode[i]] = i;
    void *attr = nullptr;
    int flag = 0;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &attr, &flag);
    tagUb_ = flag ? *static_cast<int *>(attr) : 32767;
    PredictConfig cfg = PredictConfig::fromEnv();
    if (mode_ == Mode::TwoSided && (cfg.on || cfg.stats))
      pred_ = std::make_unique<Prediction>(cfg, xfer_, coll_, procs);
  }
  ~MpiBinding() override {
    if (pred_) {
      pred_->report(coll_, rank_);
      pred_.reset();
    }
    for (MPI_Win &w : rmaWins_) {
      MPI_Win_unlock_all(w);
      MPI_Win_free(&w);
    }
    for (MPI_Win &w : flagWins_)
      MPI_Win_free(&w);
    for (auto &a : allocs_)
      if (a.win != MPI_WIN_NULL)
        MPI_Win_free(&a.win);
    MPI_Comm_free(&node_);
    MPI_Comm_free(&xfer_);
    MPI_Comm_free(&coll_);
    MPI_Comm_free(&stop_);
  }

  const char *name() const override { return name_; }
  void barrier() override { check(MPI_Barrier(coll_), "MPI_Barrier"); }
  void allgather(const void *mine, size_t bytes, void *all) override {
    check(MPI_Allgather(mine, int(bytes), MPI_BYTE, all, int(bytes), MPI_BYTE,
                        coll_),
          "MPI_Allgather");
  }
  void broadcast(void *data, size_t bytes, int root) override {
    check(MPI_Bcast(data, int(bytes), MPI_BYTE, root, coll_), "MPI_Bcast");
  }
  void groupBroadcast(void *data, size_t bytes, int root) override {
    std::vector<int> roots(procs_);
    allgather(&root, sizeof root, roots.data());
    if (root == rank_) {
      std::vector<MPI_Request> reqs;
      for (int r = 0; r < procs_; ++r)
        if (r != rank_ && roots[r] == rank_) {
          reqs.emplace_back();
          check(
              MPI_Isend(data, int(bytes), MPI_BYTE, r, 1, coll_, &reqs.back()),
              "MPI_Isend");
        }
      check(MPI_Waitall(int(reqs.size()), reqs.data(), MPI_STATUSES_IGNORE),
            "MPI_Waitall");
    } else {
      check(MPI_Recv(data, int(bytes), MPI_BYTE, root, 1, coll_,
                     MPI_STATUS_IGNORE),
            "MPI_Recv");
    }
  }
  void gather(const void *mine, size_t bytes, int root,
              std::vector<std::vector<char>> *all) override {
    int n = int(bytes);
    std::vector<int> sizes(procs_), displs(procs_);
    check(MPI_Gather(&n, 1, MPI_INT, sizes.data(), 1, MPI_INT, root, coll_),
          "MPI_Gather");
    std::vector<char> flat;
    if (rank_ == root) {
      int total = 0;
      for (int r = 0; r < procs_; ++r)
        displs[r] = total, total += sizes[r];
      flat.resize(size_t(total) + 1);
    }
    check(MPI_Gatherv(mine, n, MPI_BYTE, flat.data(), sizes.data(),
                      displs.data(), MPI_BYTE, root, coll_),
          "MPI_Gatherv");
    if (rank_ == root) {
      all->assign(procs_, {});
      for (int r = 0; r < procs_; ++r)
        (*all)[r].assign(flat.data() + displs[r],
                         flat.data() + displs[r] + sizes[r]);
    }
  }

  void alltoallv(const std::vector<std::vector<char>> &send,
                 std::vector<std::vector<char>> *recv) override {
    if (pred_ && pred_->cfg.on)
      return predictedAlltoallv(coll_, rank_, procs_, send, recv,
                                pred_->sizeTo, pred_->sizeFrom,
                                pred_->collUnexpected.get(), pred_->exchange);
    std::vector<int64_t> sendCounts(procs_), recvCounts(procs_);
    for (int r = 0; r < procs_; ++r)
      sendCounts[r] = int64_t(send[r].size());
    check(MPI_Alltoall(sendCounts.data(), 1, MPI_INT64_T, recvCounts.data(), 1,
                       MPI_INT64_T, coll_),
          "MPI_Alltoall");
    // Straight from and into the per-peer lists (no packing into one flat
    // buffer): the counts are known now, so every receive can be posted.
    recv->resize(procs_);
    std::vector<char *> into(procs_);
    std::vector<size_t> bytes(procs_);
    for (int r = 0; r < procs_; ++r) {
      checkPairBytes(size_t(sendCounts[r]), size_t(recvCounts[r]));
      bytes[r] = size_t(recvCounts[r]);
      (*recv)[r].resize(bytes[r]);
      into[r] = (*recv)[r].data();
    }
    if (!send[rank_].empty())
      std::memcpy(into[rank_], send[rank_].data(), send[rank_].size());
    exchangeWithPeers(send, into.data(), bytes.data());
  }
  static constexpr int kExchangeTag = 7;

  // Sizes known: no all-to-all of counts and no prediction (every receive
  // can be posted at once), each peer's part received in place. A sender
  // sending more than expected fails its receive (MPI_ERR_TRUNCATE) rather
  // than overrunning it.
  void alltoallvKnown(const std::vector<std::vector<char>> &send, char *recv,
                      const size_t *recvBytes) override {
    std::vector<char *> into(procs_);
    for (int r = 0; r < procs_; ++r) {
      checkPairBytes(send[r].size(), recvBytes[r]);
      into[r] = recv;
      recv += recvBytes[r];
    }
    // An empty list to itself: the caller wrote its part into place.
    if (const std::vector<char> &own = send[rank_]; !own.empty()) {
      if (own.size() != recvBytes[rank_])
        rt::detail::fatal("internal error: an exchange of known sizes sends "
                          "itself another size than it expects");
      std::memcpy(into[rank_], own.data(), own.size());
    }
    exchangeWithPeers(send, into.data(), recvBytes);
  }

  static void checkPairBytes(size_t sent, size_t received) {
    if (sent > size_t(INT32_MAX) || received > size_t(INT32_MAX))
      rt::detail::fatal("an all-to-all exchange of more than 2 GB between "
                        "two processors is not supported");
  }

  // The part of an all-to-all between distinct processors: recvBytes[r]
  // bytes from processor r into into[r], send[r] to it (sizes checked by
  // the caller; this processor's own part is the caller's too).
  void exchangeWithPeers(const std::vector<std::vector<char>> &send,
                         char *const *into, const size_t *recvBytes) {
    UnexpectedCounter *unexpected =
        pred_ ? pred_->collUnexpected.get() : nullptr;
    std::vector<MPI_Request> reqs;
    reqs.reserve(2 * size_t(procs_));
    for (int r = 0; r < procs_; ++r)
      if (r != rank_ && recvBytes[r] > 0) {
        reqs.emplace_back();
        auto post = [&] {
          check(MPI_Irecv(into[r], int(recvBytes[r]), MPI_BYTE, r,
                          kExchangeTag, coll_, &reqs.back()),
                "MPI_Irecv");
        };
        if (unexpected)
          unexpected->around(r, post);
        else
          post();
      }
    for (int r = 0; r < procs_; ++r)
      if (r != rank_ && !send[r].empty()) {
        reqs.emplace_back();
        check(MPI_Isend(send[r].data(), int(send[r].size()), MPI_BYTE, r,
                        kExchangeTag, coll_, &reqs.back()),
              "MPI_Isend");
      }
    check(MPI_Waitall(int(reqs.size()), reqs.data(), MPI_STATUSES_IGNORE),
          "MPI_Waitall");
  }

  void *allocate(size_t bytes) override {
    size_t rounded = (bytes + 63) / 64 * 64;
    if (rounded == 0)
      rounded = 64;
    if (mode_ != Mode::Shm)
      return allocateArray(bytes);
    MPI_Info info;
    MPI_Info_create(&info);
    MPI_Info_set(info, "alloc_shared_noncontig", "true");
    ShmAlloc a;
    // Windows come back only 8-byte aligned; the extra 64 bytes let the
    // array start on a cache line as allocate() promises.
    check(MPI_Win_allocate_shared(MPI_Aint(rounded + 64), 1, info, node_,
                                  &a.raw, &a.win),
          "MPI_Win_allocate_shared");
    MPI_Info_free(&info);
    a.base = alignUp(a.raw);
    a.bytes = rounded;
    std::memset(a.base, 0, rounded);
    allocs_.push_back(a);
    // Each process has page tables of its own: a peer's segment, though
    // in memory, faults page by page on this process's first access, which
    // is the first transfer's copy (a third of the first call's extra time
    // at np 4, 32 MB a peer). Filled here, at allocation, as allocateArray
    // fills a private array's.
    for (int q = 0; q < nodeSize_; ++q)
      if (q != nodeRank_) {
        MPI_Aint size;
        int disp;
        void *ptr = nullptr;
        check(MPI_Win_shared_query(a.win, q, &size, &disp, &ptr),
              "MPI_Win_shared_query");
        populateMapping(ptr, size_t(size));
      }
    return a.base;
  }
  void deallocate(void *p) override {
    if (mode_ != Mode::Shm)
      return freeArray(p);
    for (auto &a : allocs_)
      if (a.base == p && a.win != MPI_WIN_NULL) {
        MPI_Win_free(&a.win);
        a.base = a.raw = nullptr;
        return;
      }
    rt::detail::fatal(
        "internal error: deallocate of storage the runtime did not allocate");
  }

  // (allocation index, offset) of a pointer inside a shared allocation.
  std::pair<int64_t, int64_t> locate(const void *p) const {
    const char *c = static_cast<const char *>(p);
    for (size_t i = 0; i < allocs_.size(); ++i) {
      const ShmAlloc &a = allocs_[i];
      if (a.win != MPI_WIN_NULL && c >= a.base && c < a.base + a.bytes)
        return {int64_t(i), int64_t(c - a.raw)};
    }
    return {-1, 0};
  }
  char *peerBase(int64_t alloc, int worldRank) {
    MPI_Aint size;
    int disp;
    void *ptr = nullptr;
    check(MPI_Win_shared_query(allocs_[alloc].win, nodeRankOf_[worldRank],
                               &size, &disp, &ptr),
          "MPI_Win_shared_query");
    return static_cast<char *>(ptr);
  }
  // Windows are made collectively and each costs a shared-memory segment
  // (a file, its mapping and its unlink) and several synchronisations of
  // the node: a program with a few hundred transfers spent seconds making
  // two per transfer at start-up, and under a loaded, oversubscribed node
  // many times that (test/exec/Inputs/wavefront.z at np 4: 775 windows).
  // So transfers take their flags and staging from slabs, windows that
  // serve many transfers; a slab is made only when the next region does not
  // fit, decided the same way on every rank of the node.
  static constexpr size_t kSlabBytes = size_t(1) << 20;
  static size_t round64(size_t n) { return (n + 63) / 64 * 64; }
  // A window's part on this rank, handed out front to back.
  struct Slab {
    char *base = nullptr;
    size_t used = 0, cap = 0;
    bool lacks(size_t bytes) const { return !base || used + bytes > cap; }
    // The size of a new slab that is to hold `bytes` next.
    static size_t sizeFor(size_t bytes) { return std::max(bytes, kSlabBytes); }
    void renew(char *b, size_t c) { base = b, cap = c, used = 0; }
    size_t take(size_t bytes) { return std::exchange(used, used + bytes); }
  };

  // Collective over the node: the flags of a transfer being built, one
  // PairFlags per pair of the node's ranks, in rank 0's segment. The size
  // is the same everywhere, so every rank decides alike without a message.
  PairFlags *newFlagWindow() {
    const size_t n = size_t(nodeSize_) * nodeSize_;
    const size_t bytes = round64(n * sizeof(PairFlags));
    if (flagSlab_.lacks(bytes)) {
      const size_t cap = Slab::sizeFor(bytes);
      MPI_Win w;
      char *raw = nullptr;
      check(MPI_Win_allocate_shared(nodeRank_ == 0 ? MPI_Aint(cap + 64) : 0, 1,
                                    MPI_INFO_NULL, node_, &raw, &w),
            "MPI_Win_allocate_shared");
      MPI_Aint size;
      int disp;
      check(MPI_Win_shared_query(w, 0, &size, &disp, &raw),
            "MPI_Win_shared_query");
      // Segments are mapped page-aligned in every process, so aligning the
      // address gives every rank the same offset.
      flagSlab_.renew(alignUp(raw), cap);
      flagWins_.push_back(w);
    }
    PairFlags *base = reinterpret_cast<PairFlags *>(flagSlab_.base + flagSlab_.take(bytes));
    if (nodeRank_ == 0)
      for (size_t i = 0; i < n; ++i)
        new (&base[i]) PairFlags();
    MPI_Barrier(node_);
    return base;
  }

  // Collective over all ranks: this rank's staging region of `bytes` for the
  // transfer being built, and where every rank's region starts. slotOff
  // holds this rank's offsets of its slots within its region (-1: none) and
  // becomes, for every source rank and destination, the offset within the
  // source's segment of the current staging slab (peers reach it through
  // peerStaging until the next call). When no rank stages, no window is
  // touched at all.
  void newStagingRegion(size_t bytes, const std::vector<int64_t> &slotOff,
                         std::vector<int64_t> &allOff) {
    const int P = procs_;
    bytes = round64(bytes);
    // One exchange carries the slots, whether this rank needs a new slab,
    // and where its region would start in the current one.
    std::vector<int64_t> mine(slotOff);
    const bool need = bytes > 0 && stageSlab_.lacks(bytes);
    mine.push_back(need ? 1 : 0);
    mine.push_back(bytes > 0 ? 1 : 0);
    mine.push_back(int64_t(stageSlab_.used));
    std::vector<int64_t> all(size_t(P) * (P + 3));
    allgather(mine.data(), sizeof(int64_t) * mine.size(), all.data());
    bool anyNeed = false, anyStage = false;
    for (int r = 0; r < P; ++r) {
      anyNeed |= all[size_t(r) * (P + 3) + P] != 0;
      anyStage |= all[size_t(r) * (P + 3) + P + 1] != 0;
    }
    allOff.assign(size_t(P) * P, -1);
    if (!anyStage)
      return;
    if (anyNeed) {
      // Every rank of the node makes the new slab (ranks elsewhere make
      // their own node's); a rank that needs less takes the usual size.
      const size_t cap = Slab::sizeFor(bytes);
      MPI_Win w;
      char *raw = nullptr;
      check(MPI_Win_allocate_shared(MPI_Aint(cap), 1, MPI_INFO_NULL, node_, &raw, &w),
            "MPI_Win_allocate_shared");
      flagWins_.push_back(w);
      stageWin_ = w;
      stageSlab_.renew(raw, cap);
    }
    for (int r = 0; r < P; ++r) {
      const int64_t *row = &all[size_t(r) * (P + 3)];
      const int64_t start = anyNeed ? 0 : row[P + 2];
      for (int d = 0; d < P; ++d)
        if (row[d] >= 0)
          allOff[size_t(r) * P + d] = start + row[d];
    }
    char *region = stageSlab_.base + stageSlab_.take(bytes);
    // The slots' pages, fresh, in one call rather than a fault each in the
    // first use's gathers (the receiver fills its own page tables for its
    // peers' slots when it builds the transfer: its scatters fault through
    // them too).
    populateMapping(region, bytes);
  }
  // Collective over all ranks: a region of `bytes` for a one-sided
  // transfer, in the current window or a new one if it does not fit on some
  // rank (one small reduction instead of a window per transfer).
  RmaRegion rmaRegion(size_t bytes) {
    bytes = round64(bytes);
    int need = rmaSlab_.lacks(bytes) ? 1 : 0, any = 0;
    check(MPI_Allreduce(&need, &any, 1, MPI_INT, MPI_MAX, xfer_), "MPI_Allreduce");
    if (any) {
      const size_t cap = Slab::sizeFor(bytes);
      MPI_Win w;
      char *base = nullptr;
      check(MPI_Win_allocate(MPI_Aint(cap), 1, MPI_INFO_NULL, xfer_, &base, &w),
            "MPI_Win_allocate");
      check(MPI_Win_lock_all(0, w), "MPI_Win_lock_all");
      rmaWins_.push_back(w);
      rmaSlab_.renew(base, cap);
    }
    const size_t at = rmaSlab_.take(bytes);
    return RmaRegion{rmaWins_.back(), rmaSlab_.base + at, at};
  }

  // The start of a node peer's segment of the current staging slab.
  char *peerStaging(int worldRank) {
    MPI_Aint size;
    int disp;
    void *ptr = nullptr;
    check(MPI_Win_shared_query(stageWin_, nodeRankOf_[worldRank], &size, &disp,
                               &ptr),
          "MPI_Win_shared_query");
    return static_cast<char *>(ptr);
  }

  std::unique_ptr<TransferImpl> makeTransfer(rt::ProcCore &proc,
                                             Resolved spec) override {
    return std::make_unique<MpiTransfer>(proc, std::move(spec), *this);
  }

  int stopSpeaker(double seconds, bool error) override {
    // First a word to every other rank that this one stops and why (eager,
    // never waited for: the job ends soon), then a barrier of the
    // communicator kept for stopping, which nothing else uses: pending
    // transfers on the others do not disturb it, and it completes only when
    // every rank has entered it. Called at most once per process (a stop
    // ends the program).
    static char word;
    word = error ? kStopError : kStopHalt;
    for (int r = 0; r < procs_; ++r)
      if (r != rank_) {
        MPI_Request sent;
        if (MPI_Isend(&word, 1, MPI_CHAR, r, kStopTag, stop_, &sent) ==
            MPI_SUCCESS)
          MPI_Request_free(&sent);
      }
    MPI_Request req;
    if (MPI_Ibarrier(stop_, &req) != MPI_SUCCESS)
      return rank_;
    double end = MPI_Wtime() + seconds;
    int done = 0;
    while (MPI_Test(&req, &done, MPI_STATUS_IGNORE) == MPI_SUCCESS && !done &&
           MPI_Wtime() < end)
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    // Every rank's word was sent before it entered the barrier: when the
    // barrier completed, all of them can be received, and every rank
    // decides the same; else the words that have arrived meanwhile.
    int speaker = rank_;
    char best = word;
    for (int r = 0; r < procs_; ++r) {
      if (r == rank_)
        continue;
      int heard = 1;
      if (!done && (MPI_Iprobe(r, kStopTag, stop_, &heard,
                               MPI_STATUS_IGNORE) != MPI_SUCCESS ||
                    !heard))
        continue;
      char w = 0;
      if (MPI_Recv(&w, 1, MPI_CHAR, r, kStopTag, stop_, MPI_STATUS_IGNORE) !=
          MPI_SUCCESS)
        continue;
      if (w < best || (w == best && r < speaker)) {
        best = w;
        speaker = r;
      }
    }
    return speaker;
  }
  // The words of stopSpeaker: the lower one wins.
  static constexpr char kStopError = 1, kStopHalt = 2;
  static constexpr int kStopTag = 3;

  [[noreturn]] void abortAll(int code) override {
    std::fflush(stdout);
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, code);
    std::_Exit(code);
  }

  Mode mode_;
  const char *name_;
  MPI_Comm coll_, xfer_, node_, stop_;
  int nodeRank_ = 0, nodeSize_ = 1, tagUb_ = 32767;
  std::vector<int> nodeRankOf_;
  struct ShmAlloc {
    MPI_Win win = MPI_WIN_NULL;
    char *raw = nullptr, *base = nullptr;
    size_t bytes = 0;
  };
  static char *alignUp(char *p) {
    return reinterpret_cast<char *>((reinterpret_cast<uintptr_t>(p) + 63) / 64 *
                                    64);
  }
  std::vector<ShmAlloc> allocs_;
  std::vector<MPI_Win> rmaWins_, flagWins_;
  MPI_Win stageWin_ = MPI_WIN_NULL;
  // The current slabs (newFlagWindow, newStagingRegion, rmaRegion).
  Slab flagSlab_, stageSlab_, rmaSlab_;
  std::unique_ptr<Prediction> pred_; // `mpi` only, with ZPL_PREDICT(_STATS)
};

MpiTransfer::MpiTransfer(rt::ProcCore &proc, Resolved spec, MpiBinding &b)
    : TransferImpl(proc, std::move(spec)), b_(b) {
  int P = b.procs(), me = b.rank();
  procs_ = P;
  std::vector<PeerRel *> sends, recvs;
  for (PeerRel &r : spec_.sends)
    sends.push_back(&r);
  for (PeerRel &r : spec_.recvs)
    recvs.push_back(&r);
  int tag = spec_.id % b.tagUb_;
  if (b.pred_ && b.pred_->cfg.on && b.mode_ == Mode::TwoSided)
    tag = b.pred_->tagFor(spec_.id, b.tagUb_);
  bool fixed = !spec_.problem;

  if (b.mode_ == Mode::Rma) {
    rma_ = std::make_unique<RmaPart>(b.xfer_, me, P, spec_.elemSize,
                                     spec_.sendBase, spec_.recvBase, sends,
                                     recvs, &stats_,
                                     [&b](size_t bytes) { return b.rmaRegion(bytes); });
    return;
  }
  if (b.mode_ == Mode::Shm) {
    // Which pairs can chain: same node and both ends in shared allocations.
    auto s = b.locate(spec_.sendBase), r = b.locate(spec_.recvBase);
    int64_t mine[4] = {s.first, s.second, r.first, r.second};
    std::vector<int64_t> all(size_t(4) * P);
    b.allgather(mine, sizeof mine, all.data());
    peerSend_.assign(P, nullptr);
    peerRecv_.assign(P, nullptr);
    flags_ = b.newFlagWindow();
    std::vector<PeerRel *> chS, chR, tsS, tsR;
    auto chains = [&](int src, int dst) {
      return b.nodeRankOf_[src] >= 0 && b.nodeRankOf_[dst] >= 0 &&
             all[4 * src] >= 0 && all[4 * dst + 2] >= 0;
    };
    for (PeerRel *x : sends) {
      if (chains(me, x->peer)) {
        peerRecv_[x->peer] =
            b.peerBase(all[4 * x->peer + 2], x->peer) + all[4 * x->peer + 3];
        chS.push_back(x);
      } else {
        tsS.push_back(x);
      }
    }
    for (PeerRel *x : recvs) {
      if (chains(x->peer, me)) {
        peerSend_[x->peer] =
            b.peerBase(all[4 * x->peer], x->peer) + all[4 * x->peer + 1];
        chR.push_back(x);
      } else {
        tsR.push_back(x);
      }
    }
    // Packed pairs stage through a shared window of the source's.
    std::vector<int64_t> stageOff(P, -1);
    size_t stageBytes = 0;
    for (PeerRel *x : chS) {
      x->packed = preferPacked(x->view, spec_.elemSize);
      if (x->packed) {
        stageOff[x->peer] = int64_t(stageBytes);
        stageBytes += 2 * ChainedPart::slotBytes(*x, spec_.elemSize);
      }
    }
    for (PeerRel *x : chR)
      x->packed = preferPacked(x->view, spec_.elemSize);
    std::vector<int64_t> allOff;
    b.newStagingRegion(stageBytes, stageOff, allOff);
    staging_.assign(size_t(P) * P, nullptr);
    for (int src = 0; src < P; ++src)
      for (int dst = 0; dst < P; ++dst) {
        int64_t off = allOff[size_t(src) * P + dst];
        if (off < 0 || (src != me && dst != me))
          continue;
        staging_[size_t(src) * P + dst] = b.peerStaging(src) + off;
        // A peer's slots, faulted in now through this process's page
        // tables rather than page by page in the first use's scatters.
        if (src != me)
          for (PeerRel *x : chR)
            if (x->peer == src)
              populateMapping(staging_[size_t(src) * P + dst],
                              2 * ChainedPart::slotBytes(*x, spec_.elemSize));
      }
    if (!chS.empty() || !chR.empty())
      ch_ = std::make_unique<ChainedPart>(me, spec_.id, spec_.elemSize,
                                          spec_.sendBase, spec_.recvBase, chS,
                                          chR, this, &stats_);
    if (!tsS.empty() || !tsR.empty())
      ts_ = std::make_unique<TwoSidedPart>(b.xfer_, tag, spec_.elemSize,
                                           spec_.sendBase, spec_.recvBase, tsS,
                                           tsR, fixed, &stats_);
    return;
  }
  ts_ = std::make_unique<TwoSidedPart>(b.xfer_, tag, spec_.elemSize,
                                       spec_.sendBase, spec_.recvBase, sends,
                                       recvs, fixed, &stats_, b.pred_.get());
}

PairFlags &MpiTransfer::flags(int src, int dst) {
  return flags_[size_t(b_.nodeRankOf_[src]) * b_.nodeSize_ +
                b_.nodeRankOf_[dst]];
}

} // namespace

std::unique_ptr<Binding> makeMpiBinding(const std::string &name) {
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  Mode m = name == "mpi-rma"   ? Mode::Rma
           : name == "mpi-shm" ? Mode::Shm
                               : Mode::TwoSided;
  const char *n = m == Mode::Rma   ? "mpi-rma"
                  : m == Mode::Shm ? "mpi-shm"
                                   : "mpi";
  return std::make_unique<MpiBinding>(m, n, rank, size);
}

bool timing() {
  static const bool on = [] {
    const char *v = std::getenv("ZPL_COMM_STATS");
    return v && *v && std::strcmp(v, "0") != 0;
  }();
  return on;
}

size_t defaultCacheBytes() {
  const char *v = std::getenv("ZPL_RELCACHE_BYTES");
  if (v && *v)
    return size_t(std::strtoull(v, nullptr, 10));
  return size_t(64) << 20;
}

} // namespace zpl::im
