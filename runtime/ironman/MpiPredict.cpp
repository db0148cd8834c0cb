#include "runtime/ironman/MpiPredict.h"
#include "runtime/ironman/Binding.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace zpl::im {

namespace {
bool envFlag(const char *name, bool dflt) {
  const char *v = std::getenv(name);
  if (!v || !*v)
    return dflt;
  return std::strcmp(v, "0") != 0;
}

// Tags of the predicted exchange on the collectives' communicator (the
// plain exchange uses 7, groupBroadcast 1).
constexpr int kFirstTag = 8, kRestTag = 9;
} // namespace

PredictConfig PredictConfig::fromEnv() {
  PredictConfig c;
  // Off by default: on this machine it was not measurably faster
  // (bench/results/prediction_live.json, docs/papers.md section 1).
  c.forceMiss = envFlag("ZPL_PREDICT_FORCE_MISS", false);
  c.on = envFlag("ZPL_PREDICT", c.forceMiss);
  c.stats = envFlag("ZPL_PREDICT_STATS", false);
  return c;
}

// ------------------------------------------------------------------ MPI_T

UnexpectedCounter::UnexpectedCounter(MPI_Comm comm, int procs) : comm_(comm) {
  int provided = 0, n = 0;
  if (MPI_T_init_thread(MPI_THREAD_SINGLE, &provided) != MPI_SUCCESS)
    return;
  initialized_ = true;
  MPI_T_pvar_get_num(&n);
  for (int i = 0; i < n; ++i) {
    char name[256], desc[256];
    int nameLen = sizeof name, descLen = sizeof desc, verbosity, cls, bind,
        readonly, continuous, atomic;
    MPI_Datatype type;
    MPI_T_enum enumtype;
    if (MPI_T_pvar_get_info(i, name, &nameLen, &verbosity, &cls, &type,
                            &enumtype, desc, &descLen, &bind, &readonly,
                            &continuous, &atomic) != MPI_SUCCESS)
      continue;
    if (!std::strstr(name, "unexpected_msgq_length") ||
        bind != MPI_T_BIND_MPI_COMM || type != MPI_UNSIGNED)
      continue;
    int count = 0;
    if (MPI_T_pvar_session_create(&session_) != MPI_SUCCESS)
      break;
    if (MPI_T_pvar_handle_alloc(session_, i, &comm_, &handle_, &count) !=
            MPI_SUCCESS ||
        count < procs) {
      handle_ = MPI_T_PVAR_HANDLE_NULL;
      break;
    }
    values_.assign(size_t(count), 0);
    if (!continuous)
      MPI_T_pvar_start(session_, handle_);
    return;
  }
}

UnexpectedCounter::~UnexpectedCounter() {
  if (handle_ != MPI_T_PVAR_HANDLE_NULL)
    MPI_T_pvar_handle_free(session_, &handle_);
  if (session_ != MPI_T_PVAR_SESSION_NULL)
    MPI_T_pvar_session_free(&session_);
  if (initialized_)
    MPI_T_finalize();
}

uint64_t UnexpectedCounter::read(int peer) {
  if (MPI_T_pvar_read(session_, handle_, values_.data()) != MPI_SUCCESS)
    return 0;
  return values_[size_t(peer)];
}

// -------------------------------------------------------------- exchanges

void predictedAlltoallv(MPI_Comm comm, int rank, int procs,
                        const std::vector<std::vector<char>> &send,
                        std::vector<std::vector<char>> *recv,
                        std::vector<predict::ExchangeSize> &sizeTo,
                        std::vector<predict::ExchangeSize> &sizeFrom,
                        UnexpectedCounter *unexpected, ExchangeCounters &c) {
  recv->resize(procs);
  // Every pair exchanges a message, empty or not: a receiver cannot know
  // that nothing comes without being told. A message that fits the
  // receiver's capacity is sent whole; a larger one sends capacity + 1
  // bytes first (so the receiver sees it is larger) and the rest after.
  std::vector<MPI_Request> rreq(procs, MPI_REQUEST_NULL), sreq;
  std::vector<uint64_t> cap(procs, 0);
  sreq.reserve(2 * size_t(procs));
  for (int r = 0; r < procs; ++r) {
    if (r == rank) {
      (*recv)[r] = send[r];
      continue;
    }
    cap[r] = sizeFrom[r].capacity();
    if (cap[r] >= uint64_t(INT32_MAX))
      rt::detail::fatal("an all-to-all exchange of more than 2 GB between "
                        "two processors is not supported");
    (*recv)[r].resize(size_t(cap[r]) + 1);
    auto post = [&] {
      check(MPI_Irecv((*recv)[r].data(), int(cap[r] + 1), MPI_BYTE, r,
                      kFirstTag, comm, &rreq[r]),
            "MPI_Irecv");
    };
    if (unexpected)
      unexpected->around(r, post);
    else
      post();
  }
  for (int r = 0; r < procs; ++r) {
    if (r == rank)
      continue;
    uint64_t size = send[r].size(), capTo = sizeTo[r].capacity();
    if (size > uint64_t(INT32_MAX))
      rt::detail::fatal("an all-to-all exchange of more than 2 GB between "
                        "two processors is not supported");
    uint64_t first = predict::firstPart(size, capTo);
    sreq.emplace_back();
    check(MPI_Isend(send[r].data(), int(first), MPI_BYTE, r, kFirstTag, comm,
                    &sreq.back()),
          "MPI_Isend");
    if (predict::restFollows(first, capTo)) {
      sreq.emplace_back();
      check(MPI_Isend(send[r].data() + first, int(size - first), MPI_BYTE, r,
                      kRestTag, comm, &sreq.back()),
            "MPI_Isend");
    }
    sizeTo[r].observe(size);
    ++c.messages;
  }
  for (int left = procs - 1; left > 0; --left) {
    int r = MPI_UNDEFINED;
    MPI_Status st;
    check(MPI_Waitany(procs, rreq.data(), &r, &st), "MPI_Waitany");
    if (r == MPI_UNDEFINED)
      break;
    int got = 0;
    MPI_Get_count(&st, MPI_BYTE, &got);
    std::vector<char> &v = (*recv)[r];
    if (!predict::restFollows(uint64_t(got), cap[r])) {
      v.resize(size_t(got));
      ++c.sizeHits;
    } else {
      // Larger than predicted: the rest follows under its own tag.
      MPI_Message msg;
      MPI_Status rs;
      auto probe = [&] {
        check(MPI_Mprobe(r, kRestTag, comm, &msg, &rs), "MPI_Mprobe");
      };
      if (unexpected)
        unexpected->around(r, probe);
      else
        probe();
      int rest = 0;
      MPI_Get_count(&rs, MPI_BYTE, &rest);
      v.resize(size_t(got) + size_t(rest));
      check(MPI_Mrecv(v.data() + got, rest, MPI_BYTE, &msg, MPI_STATUS_IGNORE),
            "MPI_Mrecv");
      ++c.sizeMisses;
    }
    sizeFrom[r].observe(v.size());
  }
  check(MPI_Waitall(int(sreq.size()), sreq.data(), MPI_STATUSES_IGNORE),
        "MPI_Waitall");
}

// ------------------------------------------------------------- Prediction

Prediction::Prediction(const PredictConfig &c, MPI_Comm xfer, MPI_Comm coll,
                       int procs)
    : cfg(c), planner(predict::Kind::SingleCycle, c.ahead, c.forceMiss),
      sizeTo(size_t(procs), predict::ExchangeSize(c.forceMiss)),
      sizeFrom(size_t(procs), predict::ExchangeSize(c.forceMiss)) {
  if (cfg.stats) {
    xferUnexpected = std::make_unique<UnexpectedCounter>(xfer, procs);
    collUnexpected = std::make_unique<UnexpectedCounter>(coll, procs);
  }
}

int Prediction::tagFor(int id, int tagUb) {
  int n = builds[id]++;
  constexpr int64_t kIds = int64_t(1) << 20, kBuilds = 2047;
  int64_t tag = id % kIds + (n % kBuilds) * kIds;
  return int(tag % tagUb);
}

void Prediction::report(MPI_Comm comm, int rank) {
  if (!cfg.stats)
    return;
  const predict::PrepostStats &s = planner.stats;
  uint64_t mine[10] = {s.receives, s.predicted, s.preposted, s.found,
                       s.cancelled, exchange.messages, exchange.sizeHits,
                       exchange.sizeMisses,
                       xferUnexpected ? xferUnexpected->count : 0,
                       collUnexpected ? collUnexpected->count : 0};
  uint64_t sum[10] = {};
  MPI_Reduce(mine, sum, 10, MPI_UINT64_T, MPI_SUM, 0, comm);
  if (rank != 0)
    return;
  bool mpit = xferUnexpected && xferUnexpected->available();
  std::fflush(stdout);
  std::fprintf(stderr,
               "zpl: prediction %s%s: transfer receives %llu, predicted %llu, "
               "pre-posted %llu, found posted %llu, cancelled %llu; exchange "
               "messages %llu, size hits %llu, misses %llu; unexpected "
               "(MPI_T) transfers %llu, exchanges %llu%s\n",
               cfg.on ? "on" : "off", cfg.forceMiss ? " (forced misses)" : "",
               (unsigned long long)sum[0], (unsigned long long)sum[1],
               (unsigned long long)sum[2], (unsigned long long)sum[3],
               (unsigned long long)sum[4], (unsigned long long)sum[5],
               (unsigned long long)sum[6], (unsigned long long)sum[7],
               (unsigned long long)sum[8], (unsigned long long)sum[9],
               mpit ? "" : " (MPI_T variable not available)");
  std::fflush(stderr);
}

} // namespace zpl::im
