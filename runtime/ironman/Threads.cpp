// The `threads` binding: P processors are P threads of one process.
#include "runtime/ironman/Threads.h"
#include "runtime/ironman/Chained.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <climits>
#include <ctime>
#include <linux/futex.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace zpl::im {

void yieldCpu() { sched_yield(); }

Parking parking;

// ZPL_WAIT=yield keeps the old behaviour (yield forever): for comparisons.
void enableParking() {
  const char *w = std::getenv("ZPL_WAIT");
  bool yieldOnly = w && std::strcmp(w, "yield") == 0;
  parking.enabled.store(!yieldOnly, std::memory_order_relaxed);
}

void park(bool (*pred)(void *), void *arg) {
  parking.sleepers.fetch_add(1, std::memory_order_seq_cst);
  uint32_t seq = parking.seq.load(std::memory_order_seq_cst);
  if (!pred(arg)) {
    timespec bound{0, 5 * 1000 * 1000};
    syscall(SYS_futex, &parking.seq, FUTEX_WAIT_PRIVATE, seq, &bound, nullptr,
            0);
  }
  parking.sleepers.fetch_sub(1, std::memory_order_relaxed);
}

void wakeSleepers() {
  parking.seq.fetch_add(1, std::memory_order_seq_cst);
  syscall(SYS_futex, &parking.seq, FUTEX_WAKE_PRIVATE, INT32_MAX, nullptr,
          nullptr, 0);
}

double waitWarnSeconds() {
  static const double s = [] {
    const char *v = std::getenv("ZPL_WAIT_WARN");
    return v && *v ? std::atof(v) : 60.0;
  }();
  return s;
}

void waitWarning(const std::string &what) {
  // Once per processor (thread): a processor stuck for good would otherwise
  // repeat it at every wait after the first.
  static thread_local bool warned = false;
  if (warned)
    return;
  warned = true;
  std::fprintf(stderr,
               "zpl: warning: waited %.0f s for %s; an IRONMAN call or a "
               "collective may be missing on another processor\n",
               waitWarnSeconds(), what.c_str());
  std::fflush(stderr);
}

// What the processors of one transfer share: the pair counters and each
// processor's base pointers, published when it builds the transfer.
struct ThreadsWorld::SharedTransfer {
  explicit SharedTransfer(int p)
      : P(p), flags(size_t(p) * p), bases(p), staging(size_t(p) * p), refs(p) {}
  struct Bases {
    std::atomic<bool> ready{false};
    const void *send = nullptr;
    void *recv = nullptr;
  };
  int P;
  std::vector<PairFlags> flags;
  std::vector<Bases> bases;
  // Packed pairs' slots, owned here so that a receiver still scattering
  // from them outlives the sender's handle.
  std::vector<std::vector<char>> staging;
  std::atomic<int> refs;
};

ThreadsWorld::ThreadsWorld(int procs)
    : procs_(procs), slots_(procs), sizes_(procs) {
  enableParking();
}
ThreadsWorld::~ThreadsWorld() = default;

void ThreadsWorld::barrier(bool &sense) {
  // Sense reversal lets the same counter serve back-to-back barriers.
  sense = !sense;
  if (arrived_.fetch_add(1, std::memory_order_acq_rel) + 1 == procs_) {
    arrived_.store(0, std::memory_order_relaxed);
    sense_.store(sense, std::memory_order_release);
    wakeWaiters();
  } else {
    spinUntil([&] { return sense_.load(std::memory_order_acquire) == sense; },
              [] {
                return std::string(
                    "the other processors at a barrier or collective");
              });
  }
}

std::shared_ptr<ThreadsWorld::SharedTransfer>
ThreadsWorld::join(int id, uint64_t generation) {
  std::lock_guard<std::mutex> g(registryMutex_);
  auto key = std::make_pair(id, generation);
  auto it = registry_.find(key);
  if (it != registry_.end()) {
    auto s = it->second;
    // The last processor to join drops the registry's reference; the
    // transfer lives on in the processors' handles.
    if (--pendingJoins_[key] == 0) {
      registry_.erase(it);
      pendingJoins_.erase(key);
    }
    return s;
  }
  auto s = std::make_shared<SharedTransfer>(procs_);
  if (procs_ > 1) {
    registry_[key] = s;
    pendingJoins_[key] = procs_ - 1;
  }
  return s;
}

namespace {

class ThreadsTransfer final : public TransferImpl, public ChainedPart::Access {
public:
  ThreadsTransfer(rt::ProcCore &proc, Resolved spec,
                  std::shared_ptr<ThreadsWorld::SharedTransfer> shared)
      : TransferImpl(proc, std::move(spec)), shared_(std::move(shared)),
        part_(proc.rank(), spec_.id, spec_.elemSize, spec_.sendBase,
              spec_.recvBase, pointers(spec_.sends), pointers(spec_.recvs),
              this, &stats_) {
    for (PeerRel &r : spec_.sends) {
      r.packed = preferPacked(r.view, spec_.elemSize);
      if (r.packed)
        shared_->staging[size_t(proc.rank()) * shared_->P + r.peer].resize(
            2 * ChainedPart::slotBytes(r, spec_.elemSize));
    }
    for (PeerRel &r : spec_.recvs)
      r.packed = preferPacked(r.view, spec_.elemSize);
    auto &b = shared_->bases[proc.rank()];
    b.send = spec_.sendBase;
    b.recv = spec_.recvBase;
    b.ready.store(true, std::memory_order_release);
    wakeWaiters();
  }

  PairFlags &flags(int src, int dst) override {
    return shared_->flags[size_t(src) * shared_->P + dst];
  }
  const void *peerSend(int peer) override { return bases(peer).send; }
  void *peerRecv(int peer) override { return bases(peer).recv; }
  char *staging(int src, int dst) override {
    bases(src); // published with the bases
    return shared_->staging[size_t(src) * shared_->P + dst].data();
  }

private:
  static std::vector<PeerRel *> pointers(std::vector<PeerRel> &v) {
    std::vector<PeerRel *> out;
    for (PeerRel &r : v)
      out.push_back(&r);
    return out;
  }
  ThreadsWorld::SharedTransfer::Bases &bases(int peer) {
    auto &b = shared_->bases[peer];
    spinUntil([&] { return b.ready.load(std::memory_order_acquire); });
    return b;
  }
  void doDR() override { part_.DR(drEpoch_); }
  void doSR() override { part_.SR(srEpoch_); }
  void doDN() override { part_.DN(drEpoch_); }
  void doSV() override { part_.SV(srEpoch_); }

  std::shared_ptr<ThreadsWorld::SharedTransfer> shared_;
  ChainedPart part_;
};

} // namespace

ThreadsBinding::ThreadsBinding(ThreadsWorld &world, int rank)
    : Binding(rank, world.procs()), world_(world) {}

void ThreadsBinding::barrier() { world_.barrier(sense_); }

void ThreadsBinding::allgather(const void *mine, size_t bytes, void *all) {
  if (bytes == 0)
    return barrier();
  world_.slots_[rank_] = mine;
  barrier();
  for (int r = 0; r < procs_; ++r)
    std::memcpy(static_cast<char *>(all) + r * bytes, world_.slots_[r], bytes);
  barrier();
}

void ThreadsBinding::broadcast(void *data, size_t bytes, int root) {
  if (bytes == 0)
    return barrier();
  world_.slots_[rank_] = data;
  barrier();
  if (rank_ != root)
    std::memcpy(data, world_.slots_[root], bytes);
  barrier();
}

void ThreadsBinding::groupBroadcast(void *data, size_t bytes, int root) {
  broadcast(data, bytes, root);
}

void ThreadsBinding::gather(const void *mine, size_t bytes, int root,
                            std::vector<std::vector<char>> *all) {
  world_.slots_[rank_] = mine;
  world_.sizes_[rank_] = bytes;
  barrier();
  if (rank_ == root) {
    all->assign(procs_, {});
    for (int r = 0; r < procs_; ++r) {
      const char *p = static_cast<const char *>(world_.slots_[r]);
      (*all)[r].assign(p, p + world_.sizes_[r]);
    }
  }
  barrier();
}

void ThreadsBinding::alltoallv(const std::vector<std::vector<char>> &send,
                               std::vector<std::vector<char>> *recv) {
  // Each processor publishes its send lists and copies its own column out of
  // everyone's; the second barrier keeps the lists alive until all copied.
  world_.slots_[rank_] = &send;
  barrier();
  // Into the receive lists' existing storage: a remap repeated in a loop
  // then neither allocates nor page-faults its buffers again.
  recv->resize(procs_);
  for (int r = 0; r < procs_; ++r) {
    const auto &from =
        *static_cast<const std::vector<std::vector<char>> *>(world_.slots_[r]);
    (*recv)[r].assign(from[rank_].begin(), from[rank_].end());
  }
  barrier();
}

void ThreadsBinding::alltoallvKnown(const std::vector<std::vector<char>> &send,
                                    char *recv, const size_t *recvBytes) {
  world_.slots_[rank_] = &send;
  barrier();
  for (int r = 0; r < procs_; ++r) {
    const auto &from =
        *static_cast<const std::vector<std::vector<char>> *>(world_.slots_[r]);
    const std::vector<char> &mine = from[rank_];
    if (r == rank_ && mine.empty()) { // written into place by the caller
      recv += recvBytes[r];
      continue;
    }
    if (mine.size() != recvBytes[r])
      rt::detail::fatal("internal error: an exchange of known sizes got " +
                        std::to_string(mine.size()) + " bytes where " +
                        std::to_string(recvBytes[r]) + " were expected");
    if (!mine.empty())
      std::memcpy(recv, mine.data(), mine.size());
    recv += recvBytes[r];
  }
  barrier();
}

void *ThreadsBinding::allocate(size_t bytes) {
  size_t rounded = (bytes + 63) / 64 * 64;
  void *p = std::aligned_alloc(64, rounded ? rounded : 64);
  if (!p)
    rt::detail::fatal("out of memory allocating " + std::to_string(bytes) +
                      " bytes");
  std::memset(p, 0, rounded);
  return p;
}

void ThreadsBinding::deallocate(void *p) { std::free(p); }

std::unique_ptr<TransferImpl> ThreadsBinding::makeTransfer(rt::ProcCore &proc,
                                                           Resolved spec) {
  uint64_t gen = generations_[spec.id]++;
  auto shared = world_.join(spec.id, gen);
  return std::make_unique<ThreadsTransfer>(proc, std::move(spec),
                                           std::move(shared));
}

void ThreadsBinding::abortAll(int code) {
  std::fflush(stdout);
  std::fflush(stderr);
  std::_Exit(code);
}

} // namespace zpl::im
