// zpl-predict: how well each receive-side predictor would have guessed the
// receives of a run. Reads the traces a program writes under ZPL_TRACE=DIR
// (one file per processor, see docs/trace-format.md) and prints, per
// predictor and window size, the hit ratio averaged over processors with its
// minimum and maximum, the memory each predictor needed, and how much the
// ratio depends on the receive the predictor starts from.
#include "runtime/predict/Predict.h"

#include <llvm/Support/CommandLine.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace cl = llvm::cl;
namespace fs = std::filesystem;
using namespace zpl::predict;

namespace {

cl::OptionCategory cat("zpl-predict options");
cl::opt<std::string> traceDir(cl::Positional, cl::Required,
                              cl::desc("<trace directory written by ZPL_TRACE>"),
                              cl::cat(cat));
cl::list<unsigned> windows("window", cl::CommaSeparated,
                           cl::desc("window sizes for lru, fifo and lfu (default 1,2,4,8,16)"),
                           cl::cat(cat));
cl::opt<unsigned> starts("starts", cl::init(100),
                         cl::desc("starting receives for the sensitivity table (0: none)"),
                         cl::cat(cat));
cl::opt<bool> rehead("rehead",
                     cl::desc("let cycle predictors re-head an overdue cycle (beyond the paper)"),
                     cl::cat(cat));
cl::opt<bool> json("json", cl::desc("print JSON instead of tables"), cl::cat(cat));

struct Stream {
  int processor = 0;
  std::vector<MsgId> ids;
  std::vector<int> tags;
  size_t distinct = 0;
};

[[noreturn]] void fail(const std::string &msg) {
  std::fprintf(stderr, "zpl-predict: error: %s\n", msg.c_str());
  std::exit(1);
}

// Each processor's file: `#` comment lines, then `recv SENDER TAG BYTES`.
Stream readTrace(const fs::path &file, int processor) {
  std::ifstream in(file);
  if (!in)
    fail("cannot read `" + file.string() + "`");
  Stream s;
  s.processor = processor;
  Interner interner;
  std::string line;
  for (size_t lineNo = 1; std::getline(in, line); ++lineNo) {
    if (line.empty() || line[0] == '#')
      continue;
    std::istringstream f(line);
    std::string word;
    Receive r;
    if (!(f >> word >> r.sender >> r.tag >> r.bytes) || word != "recv")
      fail(file.string() + ":" + std::to_string(lineNo) + ": expected `recv SENDER TAG BYTES`");
    s.ids.push_back(interner.id(r));
    s.tags.push_back(r.tag);
  }
  s.distinct = interner.size();
  return s;
}

std::vector<Stream> readTraces(const fs::path &dir) {
  std::vector<Stream> out;
  std::error_code ec;
  for (const fs::directory_entry &e : fs::directory_iterator(dir, ec)) {
    std::string name = e.path().filename().string();
    int p;
    char tail;
    if (std::sscanf(name.c_str(), "trace.%d.tx%c", &p, &tail) == 2 && tail == 't')
      out.push_back(readTrace(e.path(), p));
  }
  if (ec)
    fail("cannot list `" + dir.string() + "`: " + ec.message());
  if (out.empty())
    fail("no `trace.N.txt` files in `" + dir.string() + "`");
  std::sort(out.begin(), out.end(),
            [](const Stream &a, const Stream &b) { return a.processor < b.processor; });
  return out;
}

struct Row {
  Kind kind;
  size_t window;
  double avg = 0, min = 1, max = 0;
  size_t memory = 0;
  double startAvg = 0; // hit ratio averaged over starting receives
};

Row evaluate(Kind kind, size_t window, const std::vector<Stream> &streams) {
  Row r{kind, window};
  size_t counted = 0;
  double startSum = 0;
  size_t startRuns = 0;
  for (const Stream &s : streams) {
    if (s.ids.empty())
      continue;
    auto p = make(kind, window, rehead);
    size_t hits = 0;
    for (size_t i = 0; i < s.ids.size(); ++i)
      hits += p->observe(s.ids[i], s.tags[i]);
    double h = double(hits) / double(s.ids.size());
    r.avg += h, r.min = std::min(r.min, h), r.max = std::max(r.max, h);
    r.memory = std::max(r.memory, p->memory());
    ++counted;
    for (size_t st = 0; st < std::min<size_t>(starts, s.ids.size()); ++st, ++startRuns)
      startSum += hitRatio(kind, window, s.ids, s.tags, st, rehead);
  }
  if (counted)
    r.avg /= double(counted);
  else
    r.min = 0;
  r.startAvg = startRuns ? startSum / double(startRuns) : 0;
  return r;
}

} // namespace

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(cat);
  cl::ParseCommandLineOptions(argc, argv,
                              "zpl-predict: hit ratios of receive-side message predictors\n");
  std::vector<Stream> streams = readTraces(traceDir.getValue());
  std::vector<size_t> ws(windows.begin(), windows.end());
  if (ws.empty())
    ws = {1, 2, 4, 8, 16};

  std::vector<Row> rows;
  for (Kind k : {Kind::LRU, Kind::FIFO, Kind::LFU})
    for (size_t w : ws)
      rows.push_back(evaluate(k, w, streams));
  for (Kind k : {Kind::SingleCycle, Kind::Tagging, Kind::TagCycle, Kind::TagBetterCycle})
    rows.push_back(evaluate(k, 1, streams));

  size_t minRecv = SIZE_MAX, maxRecv = 0, sumRecv = 0, minDist = SIZE_MAX, maxDist = 0,
         sumDist = 0;
  for (const Stream &s : streams) {
    minRecv = std::min(minRecv, s.ids.size()), maxRecv = std::max(maxRecv, s.ids.size());
    minDist = std::min(minDist, s.distinct), maxDist = std::max(maxDist, s.distinct);
    sumRecv += s.ids.size(), sumDist += s.distinct;
  }
  double n = double(streams.size());

  if (json) {
    nlohmann::json j;
    j["processors"] = streams.size();
    j["receives"] = {{"min", minRecv}, {"avg", sumRecv / n}, {"max", maxRecv}};
    j["distinct"] = {{"min", minDist}, {"avg", sumDist / n}, {"max", maxDist}};
    for (const Row &r : rows) {
      nlohmann::json x = {{"predictor", kindName(r.kind)}, {"avg", r.avg}, {"min", r.min},
                          {"max", r.max}, {"memory", r.memory}};
      if (r.kind == Kind::LRU || r.kind == Kind::FIFO || r.kind == Kind::LFU)
        x["window"] = r.window;
      if (starts)
        x["start_avg"] = r.startAvg;
      j["predictors"].push_back(x);
    }
    std::cout << j.dump(1) << "\n";
    return 0;
  }
  std::printf("%zu processors; receives per processor %zu/%.1f/%zu, distinct messages "
              "%zu/%.1f/%zu (min/avg/max)\n",
              streams.size(), minRecv, sumRecv / n, maxRecv, minDist, sumDist / n, maxDist);
  std::printf("%-16s %6s %7s %7s %7s %7s", "predictor", "window", "avg", "min", "max", "memory");
  if (starts)
    std::printf(" %11s", "start-avg");
  std::printf("\n");
  for (const Row &r : rows) {
    bool windowed = r.kind == Kind::LRU || r.kind == Kind::FIFO || r.kind == Kind::LFU;
    std::printf("%-16s %6s %7.4f %7.4f %7.4f %7zu", kindName(r.kind),
                windowed ? std::to_string(r.window).c_str() : "-", r.avg, r.min, r.max,
                r.memory);
    if (starts)
      std::printf(" %11.4f", r.startAvg);
    std::printf("\n");
  }
  if (starts)
    std::printf("start-avg: the hit ratio averaged over the first %u starting receives of "
                "every processor\n",
                unsigned(starts));
  return 0;
}
