// Per-transfer statistics for ZPL_COMM_STATS (see CommStats.h). Records live
// in a table per processor (per Binding), found through a thread-local cache:
// a processor runs on one thread, so the table is only touched by it until
// the collective print at the end.
#include "runtime/ironman/CommStats.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

namespace zpl::im {

namespace detail {
const bool commStatsOn = [] {
  const char *v = std::getenv("ZPL_COMM_STATS");
  return v && *v && std::strcmp(v, "0") != 0;
}();
} // namespace detail

// Fixed-size so that processors can gather them as bytes.
struct TransferStatsRecord {
  int id = -1;   // the run-time id
  int line = 0;  // the ZPL line, when zplc named the transfer
  char name[24] = {};
  uint64_t messages = 0, bytes = 0, localCopies = 0, uses = 0, staged = 0;
  double dnWait = 0, svWait = 0;
};

namespace {
using Table = std::map<int, TransferStatsRecord>;
std::mutex tablesMutex;
std::map<const Binding *, Table> &tables() {
  static std::map<const Binding *, Table> t; // nodes never erased: cached pointers stay valid
  return t;
}
Table &tableOf(const Binding &b) {
  thread_local const Binding *cachedFor = nullptr;
  thread_local Table *cached = nullptr;
  if (cachedFor != &b) {
    std::lock_guard<std::mutex> g(tablesMutex);
    cached = &tables()[&b];
    cachedFor = &b;
  }
  return *cached;
}
TransferStatsRecord &recordOf(const Binding &b, int id) {
  TransferStatsRecord &r = tableOf(b)[id];
  r.id = id;
  return r;
}
} // namespace

void TransferStatsScope::begin(const Binding &b, int id, const StatsCounters &now, bool use) {
  rec_ = &recordOf(b, id);
  now_ = &now;
  before_ = now;
  rec_->uses += use;
}

void TransferStatsScope::end() {
  rec_->messages += now_->messages - before_.messages;
  rec_->bytes += now_->bytes - before_.bytes;
  rec_->localCopies += now_->localCopies - before_.localCopies;
  rec_->staged += now_->staged - before_.staged;
  rec_->dnWait += now_->dnWait - before_.dnWait;
  rec_->svWait += now_->svWait - before_.svWait;
}

void noteTransfer(const Binding &b, const TransferSpec &spec) {
  if (!detail::commStatsOn || !spec.name)
    return;
  TransferStatsRecord &r = recordOf(b, spec.id);
  std::snprintf(r.name, sizeof r.name, "%s", spec.name);
  r.line = spec.line;
}

void printTransferStats(rt::ProcCore &p) {
  Binding &b = p.binding();
  std::vector<TransferStatsRecord> mine;
  {
    Table &t = tableOf(b);
    for (auto &e : t)
      mine.push_back(e.second);
    t.clear(); // a later run may get a Binding at the same address
  }
  std::vector<std::vector<char>> all;
  b.gather(mine.data(), mine.size() * sizeof(TransferStatsRecord), 0, &all);
  if (p.rank() != 0)
    return;
  // Rows by zplc's name (a site may build several run-time transfers, one
  // per shape), else by run-time id; summed over processors.
  std::map<std::pair<int, std::string>, TransferStatsRecord> rows;
  for (const std::vector<char> &bytes : all) {
    for (size_t at = 0; at + sizeof(TransferStatsRecord) <= bytes.size();
         at += sizeof(TransferStatsRecord)) {
      TransferStatsRecord r;
      std::memcpy(&r, bytes.data() + at, sizeof r);
      std::string name = r.name[0] ? r.name : "#" + std::to_string(r.id);
      // zplc names its transfers t<N>: order them by N.
      int order = r.name[0] == 't' ? std::atoi(r.name + 1) : 1 << 30;
      TransferStatsRecord &row = rows[{order, name}];
      std::snprintf(row.name, sizeof row.name, "%s", name.c_str());
      row.line = r.line;
      row.messages += r.messages;
      row.bytes += r.bytes;
      row.localCopies += r.localCopies;
      row.staged += r.staged;
      row.uses = std::max(row.uses, r.uses);
      row.dnWait += r.dnWait;
      row.svWait += r.svWait;
    }
  }
  std::fflush(stdout);
  std::fprintf(stderr,
               "zpl: communication per transfer (%d processors, %s binding; sums over "
               "processors; uses: times the transfer ran)\n",
               p.procs(), b.name());
  std::fprintf(stderr, "  %-10s %6s %8s %10s %14s %12s %12s %12s %14s\n", "transfer", "line",
               "uses", "messages", "bytes", "local copies", "DN wait (s)", "SV wait (s)",
               "staged bytes");
  TransferStatsRecord total;
  for (const auto &[key, r] : rows) {
    std::string line = r.line ? std::to_string(r.line) : "-";
    std::fprintf(stderr, "  %-10s %6s %8llu %10llu %14llu %12llu %12.6f %12.6f %14llu\n", r.name,
                 line.c_str(), (unsigned long long)r.uses, (unsigned long long)r.messages,
                 (unsigned long long)r.bytes, (unsigned long long)r.localCopies, r.dnWait,
                 r.svWait, (unsigned long long)r.staged);
    total.messages += r.messages;
    total.bytes += r.bytes;
    total.localCopies += r.localCopies;
    total.staged += r.staged;
    total.dnWait += r.dnWait;
    total.svWait += r.svWait;
  }
  std::fprintf(stderr, "  %-10s %6s %8s %10llu %14llu %12llu %12.6f %12.6f %14llu\n", "total", "",
               "", (unsigned long long)total.messages, (unsigned long long)total.bytes,
               (unsigned long long)total.localCopies, total.dnWait, total.svWait,
               (unsigned long long)total.staged);
  std::fflush(stderr);
}

} // namespace zpl::im
