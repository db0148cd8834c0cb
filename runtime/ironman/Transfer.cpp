// The binding-independent half of a transfer: resolving its relations, the
// self pair, and the checks that turn misuse into a clear message.
#include "runtime/ironman/Binding.h"
#include "runtime/ironman/CommStats.h"
#include "runtime/ironman/CopyModel.h"
#include "runtime/ironman/RelationCache.h"
#include "runtime/ironman/Trace.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <utility>

namespace zpl::im {

namespace {
std::mutex handlerMutex;
MisuseHandler &handlerSlot() {
  static MisuseHandler h;
  return h;
}
} // namespace

void setMisuseHandler(MisuseHandler h) {
  std::lock_guard<std::mutex> g(handlerMutex);
  handlerSlot() = std::move(h);
}

void reportMisuse(const std::string &message) {
  MisuseHandler h;
  {
    std::lock_guard<std::mutex> g(handlerMutex);
    h = handlerSlot();
  }
  if (h) {
    h(message);
    return;
  }
  // Several threads may trip over the same misuse; one message is enough.
  static std::atomic<bool> printed{false};
  if (!printed.exchange(true)) {
    std::fflush(stdout);
    std::fprintf(stderr, "zpl: error: %s\n", message.c_str());
    std::fflush(stderr);
  }
  rt::detail::abortProgram(1);
}

bool preferPacked(const rel::EncodedView &v, size_t elemSize) {
  if (int mode = copyChoice())
    return mode == 2;
  if (v.count() == 0)
    return false;
  if (!modelChooses())
    return fixedRulePacked(v, elemSize);
  // Both ends decide alike: the same words, the same model.
  return copyModel().predict(buildingBinding(), v, elemSize).packedFaster();
}

// ------------------------------------------------------------ TransferImpl

TransferImpl::TransferImpl(rt::ProcCore &proc, Resolved spec)
    : proc_(proc), spec_(std::move(spec)), stats_(proc.binding().stats) {}

TransferImpl::~TransferImpl() = default;

static std::string where(const TransferImpl &t, const rt::ProcCore &p) {
  return "transfer " + std::to_string(t.id()) + " on processor " +
         std::to_string(p.rank());
}

void TransferImpl::selfCopy() {
  spec_.self.view.copy(spec_.sendBase, spec_.recvBase, spec_.elemSize);
  ++stats_.localCopies;
  ++selfCopied_;
}

void TransferImpl::refreshSends() {
  Binding &b = proc_.binding();
  const std::string &sig = spec_.problemSig;
  auto fetch = [&](PeerRel &r) {
    CacheKey key{spec_.id, b.rank(), r.peer, sig};
    r.owned = b.relCache.get(key, [&] {
      return rel::computeRelation(spec_.problem->src, spec_.problem->dst,
                                  spec_.problem->region, spec_.problem->map,
                                  b.rank(), r.peer);
    });
    r.view = rel::EncodedView(r.owned->data(), r.owned->size());
  };
  for (PeerRel &r : spec_.sends)
    fetch(r);
  if (spec_.hasSelf)
    fetch(spec_.self);
}

void TransferImpl::refreshRecvs() {
  Binding &b = proc_.binding();
  const std::string &sig = spec_.problemSig;
  for (PeerRel &r : spec_.recvs) {
    CacheKey key{spec_.id, r.peer, b.rank(), sig};
    r.owned = b.relCache.get(key, [&] {
      return rel::computeRelation(spec_.problem->src, spec_.problem->dst,
                                  spec_.problem->region, spec_.problem->map,
                                  r.peer, b.rank());
    });
    r.view = rel::EncodedView(r.owned->data(), r.owned->size());
  }
}

void TransferImpl::DR() {
  TransferStatsScope statsScope(proc_.binding(), spec_.id, stats_);
  if (drEpoch_ != dnEpoch_)
    return reportMisuse(where(*this, proc_) + ": DR called again before DN");
  ++drEpoch_;
  endInPlace(); // a reader that never ended it: the buffers are reused now
  if (spec_.problem && !spec_.recvs.empty())
    refreshRecvs();
  doDR();
  if (spec_.hasSelf && srEpoch_ == drEpoch_ && selfCopied_ < drEpoch_)
    selfCopy();
}

void TransferImpl::SR() {
  TransferStatsScope statsScope(proc_.binding(), spec_.id, stats_);
  if (srEpoch_ != svEpoch_)
    return reportMisuse(where(*this, proc_) + ": SR called again before SV");
  ++srEpoch_;
  if (spec_.problem && (!spec_.sends.empty() || spec_.hasSelf))
    refreshSends();
  for (const PeerRel &s : spec_.sends) {
    ++stats_.messages;
    stats_.bytes += s.bytes(spec_.elemSize);
  }
  doSR();
  if (spec_.hasSelf && drEpoch_ == srEpoch_ && selfCopied_ < srEpoch_)
    selfCopy();
}

void TransferImpl::DN(bool inPlace) {
  TransferStatsScope statsScope(proc_.binding(), spec_.id, stats_, /*use=*/true);
  if (dnEpoch_ == drEpoch_)
    return reportMisuse(where(*this, proc_) + ": DN without a matching DR");
  if (spec_.hasSelf && selfCopied_ < drEpoch_) {
    if (srEpoch_ < drEpoch_)
      return reportMisuse(
          where(*this, proc_) +
          ": DN before SR on a transfer to itself (it would never complete)");
    selfCopy();
  }
  if (trace::enabled()) {
    Binding &b = proc_.binding();
    for (const PeerRel &r : spec_.recvs)
      trace::receive(b.rank(), b.procs(), b.name(), r.peer, spec_.id, r.bytes(spec_.elemSize));
  }
  if (inPlace) {
    inPlace_ = true;
    doDNInPlace();
  } else {
    doDN();
  }
  ++dnEpoch_;
}

void TransferImpl::SV() {
  TransferStatsScope statsScope(proc_.binding(), spec_.id, stats_);
  if (svEpoch_ == srEpoch_)
    return reportMisuse(where(*this, proc_) + ": SV without a matching SR");
  if (spec_.hasSelf && selfCopied_ < srEpoch_) {
    if (drEpoch_ < srEpoch_)
      return reportMisuse(
          where(*this, proc_) +
          ": SV before DR on a transfer to itself (it would never complete)");
    selfCopy();
  }
  doSV();
  ++svEpoch_;
}

// ---------------------------------------------------------------- Transfer

namespace {
Resolved resolve(rt::ProcCore &proc, const TransferSpec &spec) {
  Resolved r;
  r.id = spec.id;
  r.elemSize = spec.elemSize;
  r.sendBase = spec.sendBase;
  r.recvBase = spec.recvBase;
  r.problem = spec.problem;
  int me = proc.rank();
  auto bad = [&](const std::string &what) {
    reportMisuse("transfer " + std::to_string(spec.id) + " on processor " +
                 std::to_string(me) + ": " + what);
  };
  if (spec.id < 0)
    bad("a transfer needs a non-negative id");
  if (spec.elemSize == 0)
    bad("element size is zero");
  if (spec.problem) {
    // Peers are found by computing every pair once; the relations are then
    // refreshed through the cache at each use.
    Binding &b = proc.binding();
    std::string sig = problemSignature(*spec.problem);
    r.problemSig = sig;
    const RelationProblem &p = *spec.problem;
    for (int q = 0; q < proc.procs(); ++q) {
      for (int dir = 0; dir < 2; ++dir) {
        int src = dir == 0 ? me : q, dst = dir == 0 ? q : me;
        if (dir == 1 && q == me)
          continue; // the self pair is held once, on the send side
        PeerRel pr;
        pr.peer = q;
        pr.owned = b.relCache.get(CacheKey{spec.id, src, dst, sig}, [&] {
          return rel::computeRelation(p.src, p.dst, p.region, p.map, src, dst);
        });
        pr.view = rel::EncodedView(pr.owned->data(), pr.owned->size());
        if (pr.view.count() == 0)
          continue;
        if (q == me) {
          r.hasSelf = true;
          r.self = pr;
        } else {
          (dir == 0 ? r.sends : r.recvs).push_back(pr);
        }
      }
    }
    return r;
  }
  std::vector<bool> seenS(proc.procs()), seenR(proc.procs());
  for (const PeerRelation &s : spec.sends) {
    if (s.peer < 0 || s.peer >= proc.procs() || seenS[s.peer]) {
      bad("send peer " + std::to_string(s.peer) +
          " is out of range or repeated");
      continue;
    }
    seenS[s.peer] = true;
    if (s.relation.count() == 0)
      continue;
    PeerRel pr{s.peer, s.relation, nullptr};
    if (s.peer == me) {
      r.hasSelf = true;
      r.self = pr;
    } else {
      r.sends.push_back(pr);
    }
  }
  for (const PeerRelation &s : spec.recvs) {
    if (s.peer < 0 || s.peer >= proc.procs() || seenR[s.peer]) {
      bad("receive peer " + std::to_string(s.peer) +
          " is out of range or repeated");
      continue;
    }
    seenR[s.peer] = true;
    if (s.relation.count() == 0 || s.peer == me)
      continue;
    r.recvs.push_back(PeerRel{s.peer, s.relation, nullptr});
  }
  return r;
}
} // namespace

Transfer::Transfer(rt::ProcCore &proc, const TransferSpec &spec) : id_(spec.id) {
  noteTransfer(proc.binding(), spec);
  // preferPacked, called inside makeTransfer, takes this binding's rates.
  setBuildingBinding(proc.binding().name());
  impl_ = proc.binding().makeTransfer(proc, resolve(proc, spec)).release();
}

Transfer::Transfer(Transfer &&o) noexcept
    : impl_(std::exchange(o.impl_, nullptr)), id_(o.id_),
      released_(o.released_) {}

Transfer &Transfer::operator=(Transfer &&o) noexcept {
  if (this != &o) {
    delete impl_;
    impl_ = std::exchange(o.impl_, nullptr);
    id_ = o.id_;
    released_ = o.released_;
  }
  return *this;
}

Transfer::~Transfer() { delete impl_; }

static bool usable(const TransferImpl *impl, int id, bool released,
                   const char *call) {
  if (impl)
    return true;
  if (released)
    reportMisuse(std::string(call) + " on transfer " + std::to_string(id) +
                 " after it was released");
  else
    reportMisuse(std::string(call) + " on a transfer that was never built");
  return false;
}

void Transfer::DR() {
  if (usable(impl_, id_, released_, "DR"))
    impl_->DR();
}
void Transfer::SR() {
  if (usable(impl_, id_, released_, "SR"))
    impl_->SR();
}
void Transfer::DN() {
  if (usable(impl_, id_, released_, "DN"))
    impl_->DN();
}
void Transfer::DNInPlace() {
  if (usable(impl_, id_, released_, "DN"))
    impl_->DN(/*inPlace=*/true);
}
bool Transfer::held(std::vector<Held> *out) {
  out->clear();
  return impl_ && impl_->held(out);
}
void Transfer::unhold() {
  if (impl_)
    impl_->unhold();
}
void Transfer::endInPlace() {
  if (impl_)
    impl_->endInPlace();
}
void Transfer::SV() {
  if (usable(impl_, id_, released_, "SV"))
    impl_->SV();
}

void Transfer::release() {
  if (!impl_) {
    if (released_)
      reportMisuse("release of transfer " + std::to_string(id_) +
                   " after it was released");
    return;
  }
  delete impl_;
  impl_ = nullptr;
  released_ = true;
}

CommStats commStats(const rt::ProcCore &proc) {
  const StatsCounters &s = proc.binding().stats;
  CommStats c;
  c.messages = s.messages;
  c.bytes = s.bytes;
  c.localCopies = s.localCopies;
  c.chainedCopies = s.chainedCopies;
  c.stagedBytes = s.staged;
  c.dnWaitSeconds = s.dnWait;
  c.svWaitSeconds = s.svWait;
  return c;
}

} // namespace zpl::im
