#include "runtime/ironman/CopyModel.h"

#include "runtime/ironman/Binding.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iomanip>
#include <sstream>

namespace zpl::im {

namespace {
const char *const kTableNames[CopyModel::kTables] = {
    "read-cross", "write-cross", "gather", "packed-read", "packed-write",
    "both-cross", "packed-both"};

// Interpolation weight of x between a and b in log2, clamped to [0, 1].
double logWeight(double x, double a, double b) {
  if (b <= a)
    return 0;
  double w = (std::log2(x) - std::log2(a)) / (std::log2(b) - std::log2(a));
  return std::clamp(w, 0.0, 1.0);
}

// The bracketing indices of x in an ascending axis and the weight between.
void bracket(const std::vector<double> &axis, double x, size_t *lo,
             double *w) {
  size_t i = 0;
  while (i + 2 < axis.size() && x > axis[i + 1])
    ++i;
  *lo = i;
  *w = axis.size() < 2 ? 0 : logWeight(x, axis[i], axis[i + 1]);
}

// The `row` statement's kinds and the Rates members they fill.
constexpr int kRowKinds = 5;
const char *const kRowNames[kRowKinds] = {
    "chained", "packed", "chained-write", "packed-write", "chained-both"};
std::vector<double> CopyModel::Rates::*const kRowMembers[kRowKinds] = {
    &CopyModel::Rates::chainedRow, &CopyModel::Rates::packedRow,
    &CopyModel::Rates::chainedWriteRow, &CopyModel::Rates::packedWriteRow,
    &CopyModel::Rates::chainedBothRow};

bool ascendingPositive(const std::vector<double> &v) {
  for (size_t i = 0; i < v.size(); ++i)
    if (!(v[i] > 0) || (i && !(v[i] > v[i - 1])))
      return false;
  return !v.empty();
}
} // namespace

double CopyModel::rate(const Rates &r, Table t, double bytes,
                       double stride) const {
  const auto &tab = r.tables[t];
  size_t si, ki;
  double sw, kw;
  bracket(sizes, std::max(bytes, 1.0), &si, &sw);
  bracket(strides, std::max(stride, 1.0), &ki, &kw);
  size_t si1 = std::min(si + 1, sizes.size() - 1);
  size_t ki1 = std::min(ki + 1, strides.size() - 1);
  // Interpolate the time per byte, which is what composes.
  auto inv = [&](size_t s, size_t k) { return 1.0 / tab[s][k]; };
  double a = inv(si, ki) * (1 - kw) + inv(si, ki1) * kw;
  double b = inv(si1, ki) * (1 - kw) + inv(si1, ki1) * kw;
  return 1.0 / (a * (1 - sw) + b * sw);
}

double CopyModel::blockRate(const Rates &r, Table t, double bytes,
                            double stride) const {
  double best = rate(r, t, bytes, stride);
  for (double k : strides)
    if (k > stride)
      best = std::max(best, rate(r, t, bytes, k));
  return best;
}

double CopyModel::rowSeconds(const std::vector<double> &row,
                             double bytes) const {
  if (row.empty())
    return 0;
  if (row.size() == 1)
    return row[0];
  size_t si;
  double sw;
  bracket(sizes, std::max(bytes, 1.0), &si, &sw);
  size_t si1 = std::min(si + 1, sizes.size() - 1);
  return row[si] * (1 - sw) + row[si1] * sw;
}

const CopyModel::Rates &CopyModel::rates(const std::string &binding) const {
  auto it = bindings.find(binding);
  if (it == bindings.end())
    it = bindings.find("threads");
  return it->second;
}

CopyModel::Prediction CopyModel::predict(const std::string &binding,
                                         double bytes, double readStride,
                                         double writeStride, double gatherRows,
                                         double scatterRows) const {
  const Rates &r = rates(binding);
  auto perByte = [&](Table t, double stride) {
    return 1.0 / (rate(r, t, bytes, stride) * 1e6);
  };
  // A strided run is one row, already in the tables' rates: only the rows
  // beyond it cost extra, each at its side's cost (a missing write-side
  // cost is the read side's; a missing both-sides cost the larger of them).
  // The copy fuses runs only where both sides step alike, so it has at
  // least the rows of either side alone: the rows both sides have pay the
  // both-sides cost, the rest their own side's.
  double g = std::max(gatherRows - 1, 0.0), s = std::max(scatterRows - 1, 0.0);
  auto row = [&](const std::vector<double> &own,
                 const std::vector<double> &fallback) {
    return rowSeconds(own.empty() ? fallback : own, bytes);
  };
  double rcr = row(r.chainedRow, r.chainedRow);
  double rcw = row(r.chainedWriteRow, r.chainedRow);
  double rcb = r.chainedBothRow.empty() ? std::max(rcr, rcw)
                                        : rowSeconds(r.chainedBothRow, bytes);
  double rpr = row(r.packedRow, r.packedRow);
  double rpw = row(r.packedWriteRow, r.packedRow);
  Prediction p;
  // The copy's strided read and strided write compose in parallel: one
  // core's loads and stores (reads for ownership) are in flight together,
  // and each table already holds a contiguous other side.
  double chainedPerByte = std::max(perByte(ReadCross, readStride),
                                   perByte(WriteCross, writeStride));
  // Both sides strided: at least the copy strided alike on both sides.
  const bool both = readStride > 1 && writeStride > 1;
  const double z = std::min(readStride, writeStride);
  if (r.bothTable() && both)
    chainedPerByte = std::max(chainedPerByte, perByte(BothCross, z));
  p.chained = r.chainedFixed + bytes * chainedPerByte +
              rcb * std::min(g, s) + (g > s ? rcr * (g - s) : rcw * (s - g));
  if (r.packedTables()) {
    // A side of blocks (more than one row) reads the table as blocks move.
    auto side = [&](Table t, double stride, double rows) {
      double mbps = rows > 0 ? blockRate(r, t, bytes, stride)
                             : rate(r, t, bytes, stride);
      return bytes / (mbps * 1e6);
    };
    p.packed = r.packedFixed + std::max(side(PackedRead, readStride, g) +
                                            rpr * g,
                                        side(PackedWrite, writeStride, s) +
                                            rpw * s);
    if (r.packedBothTable() && both)
      p.packed = std::max(p.packed, r.packedFixed + bytes * perByte(PackedBoth, z));
  } else {
    p.packed = r.packedFixed + bytes * (perByte(Gather, readStride) +
                                        perByte(WriteCross, writeStride));
    p.packed += rpr * g + rpw * s;
  }
  return p;
}

CopyModel::Prediction CopyModel::predict(const std::string &binding,
                                         const rel::EncodedView &v,
                                         size_t elemSize) const {
  return predict(binding, double(v.count()) * double(elemSize),
                 equivalentStride(v, true, elemSize),
                 equivalentStride(v, false, elemSize),
                 double(v.kernelRows(false)), double(v.kernelRows(true)));
}

double CopyModel::storeSeconds(double bytes) const {
  return cacheEntrySeconds + bytes / (cacheWriteMBps * 1e6);
}

double CopyModel::cachedExtraSeconds(double bytes) const {
  return bytes / (cacheReadMBps * 1e6);
}

// ------------------------------------------------------------ text form

std::string CopyModel::str() const {
  std::ostringstream o;
  // Axes are matched exactly when a file is read back: print them whole.
  o.precision(17);
  o << "zpl-copy-model 1\nstrides";
  for (double s : strides)
    o << ' ' << s;
  o << "\nsizes";
  for (double s : sizes)
    o << ' ' << s;
  o << '\n';
  o.precision(6);
  for (const auto &[name, r] : bindings) {
    for (int t = 0; t < kTables; ++t)
      for (size_t s = 0; s < r.tables[t].size(); ++s) {
        o << "rate " << name << ' ' << kTableNames[t] << ' '
          << std::setprecision(17) << sizes[s] << std::setprecision(6);
        for (double v : r.tables[t][s])
          o << ' ' << v;
        o << '\n';
      }
    o << "fixed " << name << " chained " << r.chainedFixed << '\n';
    o << "fixed " << name << " packed " << r.packedFixed << '\n';
    for (int k = 0; k < kRowKinds; ++k) {
      const std::vector<double> &row = r.*kRowMembers[k];
      if (row.empty())
        continue;
      o << "row " << name << ' ' << kRowNames[k];
      for (double v : row)
        o << ' ' << v;
      o << '\n';
    }
  }
  o << "cache entry-seconds " << cacheEntrySeconds << '\n';
  o << "cache read-mbps " << cacheReadMBps << '\n';
  o << "cache write-mbps " << cacheWriteMBps << '\n';
  return o.str();
}

bool CopyModel::parse(const std::string &text, CopyModel *out,
                      std::string *error) {
  CopyModel m;
  std::istringstream in(text);
  std::string line;
  int n = 0;
  bool header = false;
  bool atEnd = false;
  auto fail = [&](const std::string &what) {
    *error = (atEnd ? std::string("at the end") : "line " + std::to_string(n)) +
             ": " + what;
    return false;
  };
  auto number = [](std::istringstream &s, double *v) {
    std::string w;
    if (!(s >> w))
      return false;
    char *end = nullptr;
    *v = std::strtod(w.c_str(), &end);
    return *end == 0 && std::isfinite(*v);
  };
  while (std::getline(in, line)) {
    ++n;
    line = line.substr(0, line.find('#'));
    std::istringstream s(line);
    std::string word;
    if (!(s >> word))
      continue;
    if (!header) {
      int version = 0;
      if (word != "zpl-copy-model" || !(s >> version) || version != 1)
        return fail("expected `zpl-copy-model 1` first");
      header = true;
      continue;
    }
    if (word == "strides" || word == "sizes") {
      std::vector<double> &axis = word == "strides" ? m.strides : m.sizes;
      if (!m.bindings.empty())
        return fail("`" + word + "` must come before the rates");
      axis.clear();
      double v;
      while (number(s, &v))
        axis.push_back(v);
      if (!s.eof() || !ascendingPositive(axis))
        return fail("`" + word + "` needs ascending positive numbers");
      if (word == "strides" && axis[0] != 1)
        return fail("the first stride must be 1 (contiguous)");
      continue;
    }
    if (word == "rate") {
      std::string binding, table;
      double size;
      if (m.strides.empty() || m.sizes.empty())
        return fail("`strides` and `sizes` must come before the rates");
      if (!(s >> binding >> table) || !number(s, &size))
        return fail("expected `rate BINDING TABLE SIZE MBPS...`");
      int t = int(std::find(kTableNames, kTableNames + kTables, table) -
                  kTableNames);
      if (t == kTables)
        return fail("unknown table `" + table +
                    "` (read-cross, write-cross, gather, packed-read, "
                    "packed-write, both-cross or packed-both)");
      size_t si = size_t(std::find(m.sizes.begin(), m.sizes.end(), size) -
                         m.sizes.begin());
      if (si == m.sizes.size())
        return fail("size " + std::to_string(size_t(size)) +
                    " is not one of `sizes`");
      std::vector<double> row;
      double v;
      while (number(s, &v)) {
        if (!(v > 0))
          return fail("rates must be positive");
        row.push_back(v);
      }
      if (!s.eof() || row.size() != m.strides.size())
        return fail("expected one rate per stride (" +
                    std::to_string(m.strides.size()) + ")");
      auto &tab = m.bindings[binding].tables[t];
      tab.resize(m.sizes.size());
      tab[si] = row;
      continue;
    }
    if (word == "fixed" || word == "row") {
      std::string binding, which;
      std::vector<double> values;
      double v;
      int kind = -1;
      bool ok = bool(s >> binding >> which);
      if (ok && word == "row")
        kind = int(std::find(kRowNames, kRowNames + kRowKinds, which) -
                   kRowNames);
      ok = ok && (which == "chained" || which == "packed" ||
                  (kind >= 0 && kind < kRowKinds));
      while (ok && number(s, &v) && v >= 0)
        values.push_back(v);
      // `fixed` takes one value; `row` one, or one per size.
      ok = ok && s.eof() && !values.empty() &&
           (values.size() == 1 ||
            (word == "row" && values.size() == m.sizes.size()));
      if (!ok)
        return fail(word == "row"
                        ? "expected `row BINDING chained|packed|chained-write|"
                          "packed-write|chained-both SECONDS...` (one, or one "
                          "per size)"
                        : "expected `fixed BINDING chained|packed SECONDS`");
      Rates &r = m.bindings[binding];
      if (word == "fixed")
        (which == "chained" ? r.chainedFixed : r.packedFixed) = values[0];
      else
        r.*kRowMembers[kind] = values;
      continue;
    }
    if (word == "cache") {
      std::string key;
      double v;
      if (!(s >> key) || !number(s, &v) || v < 0)
        return fail("expected `cache KEY VALUE`");
      if (key == "entry-seconds")
        m.cacheEntrySeconds = v;
      else if ((key == "read-mbps" || key == "write-mbps") && v > 0)
        (key == "read-mbps" ? m.cacheReadMBps : m.cacheWriteMBps) = v;
      else
        return fail("unknown or non-positive cache parameter `" + key + "`");
      continue;
    }
    return fail("unknown statement `" + word + "`");
  }
  atEnd = true;
  if (!header)
    return fail("expected `zpl-copy-model 1` first");
  if (m.bindings.empty())
    return fail("no rates");
  for (const auto &[name, r] : m.bindings)
    for (int t = 0; t < kTables; ++t) {
      // The packed tables come both or neither; both-cross may be absent.
      bool packedNone =
          r.tables[PackedRead].empty() && r.tables[PackedWrite].empty();
      if (((t == PackedRead || t == PackedWrite) && packedNone) ||
          ((t == BothCross || t == PackedBoth) && r.tables[t].empty()))
        continue;
      bool full = r.tables[t].size() == m.sizes.size();
      for (size_t i = 0; full && i < r.tables[t].size(); ++i)
        full = !r.tables[t][i].empty();
      if (!full)
        return fail("binding `" + name + "` lacks rows of table `" +
                    kTableNames[t] + "`");
    }
  if (!m.bindings.count("threads"))
    return fail("the rates of binding `threads` (the fallback) are missing");
  *out = std::move(m);
  return true;
}

// ------------------------------------------------------ the model in force

const CopyModel &copyModel() {
  static const CopyModel model = [] {
    const char *path = std::getenv("ZPL_MODEL");
    if (!path || !*path || std::strcmp(path, "rule") == 0 ||
        std::strcmp(path, "builtin") == 0)
      return CopyModel::builtin();
    std::ifstream f(path);
    std::stringstream text;
    text << f.rdbuf();
    CopyModel m;
    std::string error;
    if (!f)
      rt::detail::fatal(std::string("ZPL_MODEL: cannot read `") + path + "`");
    if (!CopyModel::parse(text.str(), &m, &error))
      rt::detail::fatal(std::string("ZPL_MODEL: ") + path + ": " + error);
    return m;
  }();
  return model;
}

double equivalentStride(const rel::EncodedView &v, bool source,
                        size_t elemSize) {
  double payload = double(v.count()) * double(elemSize);
  if (payload <= 0)
    return 1;
  double line = double(v.linesTouched(source, elemSize, 64)) * 64 / payload;
  double perLine = 64.0 / double(elemSize); // elements a line holds
  if (line < 0.9 * perLine || perLine < 1)
    return std::clamp(line, 1.0, 64.0);
  double page = double(v.linesTouched(source, elemSize, 4096)) * 4096 / payload;
  return std::clamp(std::max(line, page), 1.0, 64.0);
}

bool fixedRulePacked(const rel::EncodedView &v, size_t elemSize) {
  uint64_t n = v.count();
  uint64_t far = std::max(v.linesTouched(true, elemSize),
                          v.linesTouched(false, elemSize));
  return far > 2 * ((n * elemSize + 63) / 64);
}

// The model by default (since 2026-11-27: with the both-sides tables of
// session 12 it chose right or within 10 % for 94.6 % of the validation's
// patterns on threads and 96.3 % on mpi-shm, the fixed rule for 71.9 % and
// 78.1 %, and the redistribution benchmark ran as fast as with the rule;
// docs/papers.md section 2); ZPL_MODEL=rule keeps the fixed rule.
bool modelChooses() {
  static const bool model = [] {
    const char *e = std::getenv("ZPL_MODEL");
    return !e || std::strcmp(e, "rule") != 0;
  }();
  return model;
}

namespace {
thread_local const char *building = "threads";
std::atomic<int> choice{[] {
  const char *e = std::getenv("ZPL_CHAINED");
  if (e && std::strcmp(e, "always") == 0)
    return 1;
  if (e && std::strcmp(e, "never") == 0)
    return 2;
  return 0;
}()};
} // namespace

const char *buildingBinding() { return building; }
void setBuildingBinding(const char *name) { building = name; }
void setCopyChoice(int mode) { choice.store(mode); }
int copyChoice() { return choice.load(); }

} // namespace zpl::im
