#include "runtime/ironman/Trace.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>

namespace zpl::im::trace {

namespace {
const char *dir() {
  static const char *d = [] {
    const char *e = std::getenv("ZPL_TRACE");
    return e && *e ? e : nullptr;
  }();
  return d;
}

// One file per processor; under the threads binding all processors share
// this process, so the table is locked. Lines go through stdio's buffer and
// the files are closed at exit, so the cost is a formatted write per receive.
struct Files {
  std::mutex m;
  std::map<int, FILE *> byRank;
  ~Files() {
    for (auto &[rank, f] : byRank)
      std::fclose(f);
  }
};
Files &files() {
  static Files f;
  return f;
}
} // namespace

bool enabled() { return dir() != nullptr; }

void receive(int rank, int procs, const char *binding, int sender, int tag, uint64_t bytes) {
  Files &fs = files();
  std::lock_guard<std::mutex> g(fs.m);
  FILE *&f = fs.byRank[rank];
  if (!f) {
    std::string path = std::string(dir()) + "/trace." + std::to_string(rank) + ".txt";
    f = std::fopen(path.c_str(), "w");
    if (!f) {
      std::fprintf(stderr, "zpl: warning: cannot write the trace `%s`; tracing is off\n",
                   path.c_str());
      static FILE *sink = std::fopen("/dev/null", "w");
      f = sink;
      return;
    }
    std::fprintf(f, "# zpl-trace 1 processor %d of %d binding %s\n", rank, procs, binding);
  }
  std::fprintf(f, "recv %d %d %llu\n", sender, tag, (unsigned long long)bytes);
}

} // namespace zpl::im::trace
