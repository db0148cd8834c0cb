// Ordered I/O: processor 0 owns every file; arrays travel to and from it.
#include "runtime/ironman/Binding.h"
#include "runtime/relations/Relations.h"
#include "runtime/support/Internal.h"
#include "runtime/support/Runtime.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>

namespace zpl::rt {

namespace {

// Only processor 0 touches this table, but under `threads` it lives in the
// one process with everyone else, so it is guarded anyway.
std::mutex filesMutex;
std::map<int, std::FILE *> files;
int nextFileId = 1;

std::FILE *fileOf(File f) {
  if (f.id == 0)
    return stdout;
  if (f.id == -3)
    return stderr;
  std::lock_guard<std::mutex> g(filesMutex);
  auto it = files.find(f.id);
  return it == files.end() ? nullptr : it->second;
}

// Per dimension, the region's indices that `proc` stores; processors that
// only replicate another's data (a non-zero coordinate in a grid dimension
// no array dimension uses) contribute nothing.
std::vector<std::vector<int64_t>>
ownedInRegion(const rel::Layout &l, const rel::Region &r, int proc) {
  std::vector<int> c = l.gridCoords(proc);
  std::vector<bool> used(l.grid.size(), false);
  for (const auto &d : l.dims)
    if (d.gridDim >= 0)
      used[d.gridDim] = true;
  std::vector<std::vector<int64_t>> out(l.rank());
  for (size_t g = 0; g < used.size(); ++g)
    if (!used[g] && c[g] != 0)
      return out;
  for (int d = 0; d < l.rank(); ++d) {
    for (int64_t i : l.ownedIndices(proc, d))
      if (i >= r.lo[d] && i <= r.hi[d] && (i - r.lo[d]) % r.stride[d] == 0)
        out[d].push_back(i);
  }
  return out;
}

size_t productSize(const std::vector<std::vector<int64_t>> &v) {
  size_t n = v.empty() ? 0 : 1;
  for (const auto &x : v)
    n *= x.size();
  return n;
}

// Visits the Cartesian product of per-dimension index lists in row-major
// order, giving the global index and its ordinal.
template <class F>
void forEachRowMajor(const std::vector<std::vector<int64_t>> &lists, F f) {
  size_t n = productSize(lists);
  if (n == 0)
    return;
  std::vector<size_t> k(lists.size(), 0);
  std::vector<int64_t> g(lists.size());
  for (size_t d = 0; d < lists.size(); ++d)
    g[d] = lists[d][0];
  for (size_t ord = 0; ord < n; ++ord) {
    f(g, ord);
    for (size_t d = lists.size(); d-- > 0;) {
      if (++k[d] < lists[d].size()) {
        g[d] = lists[d][k[d]];
        break;
      }
      k[d] = 0;
      g[d] = lists[d][0];
    }
  }
}

std::vector<std::vector<int64_t>> regionLists(const rel::Region &r) {
  std::vector<std::vector<int64_t>> lists(r.rank());
  for (int d = 0; d < r.rank(); ++d)
    for (int64_t i = r.lo[d]; i <= r.hi[d]; i += r.stride[d])
      lists[d].push_back(i);
  return lists;
}

int ownerOf(const rel::Layout &l, const std::vector<int64_t> &g) {
  std::vector<int> c(l.grid.size(), 0);
  for (int d = 0; d < l.rank(); ++d)
    if (l.dims[d].gridDim >= 0)
      c[l.dims[d].gridDim] = l.ownerCoord(d, g[d]);
  int r = 0;
  for (size_t k = 0; k < c.size(); ++k)
    r = r * l.grid[k] + c[k];
  return r;
}

// Reading `zout`/`zin` reads standard input.
std::FILE *readerOf(File f) {
  return f.id == 0 || f.id == -2 ? stdin : fileOf(f);
}

// `msg` after the program's "file:line: ", when the call knows it.
std::string at(const char *where, const std::string &msg) {
  return where ? std::string(where) + ": " + msg : msg;
}

// Processor 0 prints `text`; the others have nothing to do.
void print(int rank, std::string_view text, File f, const char *where) {
  if (rank != 0 || f.isNull())
    return;
  if (std::FILE *fp = fileOf(f))
    std::fwrite(text.data(), 1, text.size(), fp);
  else
    detail::fatal(at(where, "write to a file that is not open"));
}

} // namespace

// Every processor meets here before processor 0 prints, so that nothing is
// printed after a statement in which another processor stopped with an error
// or a halt (processor 0 printed what followed it at -p2, where -p1 printed
// only the error): one that stopped never arrives, and processor 0 waits
// until the stop ends the program. Transfers never cross a write
// (passes/PlaceIronman.cpp), so the meeting cannot deadlock.
// Nothing to print needs no meeting (every processor builds the same text):
// the empty text before an array in `[R] writeln(A)` met for nothing, and
// the array's gather meets anyway.
void Proc::fail(const char *where, const std::string &msg) { detail::fatal(at(where, msg)); }

void Proc::write(std::string_view text, File f, const char *where) {
  if (!text.empty())
    binding_->barrier();
  print(rank_, text, f, where);
}

void Proc::writeArray(const rel::Layout &layout, const void *base,
                      const rel::Region &region, const ElemFormatter &fmt,
                      File f, const char *where) {
  // Indices outside the layout have no owner and no storage (reading them
  // crashed): every processor sees the same and stops with an error.
  for (int d = 0; d < region.rank() && d < layout.rank(); ++d) {
    int64_t last = region.hi[d] - (region.hi[d] - region.lo[d]) % std::max<int64_t>(region.stride[d], 1);
    if (region.lo[d] <= region.hi[d] &&
        (region.lo[d] < layout.dims[d].lo || last > layout.dims[d].hi))
      detail::fatal("writing indices " + std::to_string(region.lo[d]) + ".." +
                    std::to_string(last) + " of dimension " + std::to_string(d + 1) +
                    " of an array whose indices there are " + std::to_string(layout.dims[d].lo) +
                    ".." + std::to_string(layout.dims[d].hi));
  }
  size_t es = layout.elemSize;
  auto mine = ownedInRegion(layout, region, rank_);
  std::vector<char> packed(productSize(mine) * es);
  forEachRowMajor(mine, [&](const std::vector<int64_t> &g, size_t ord) {
    std::memcpy(packed.data() + ord * es,
                static_cast<const char *>(base) +
                    layout.localOffset(rank_, g) * es,
                es);
  });
  std::vector<std::vector<char>> all;
  binding_->gather(packed.data(), packed.size(), 0, &all);
  if (rank_ != 0 || f.isNull())
    return;
  // Per processor and dimension, where a global index sits in its pieces.
  std::vector<std::vector<std::vector<int64_t>>> lists(procs_);
  for (int p = 0; p < procs_; ++p)
    lists[p] = ownedInRegion(layout, region, p);
  auto region1 = regionLists(region);
  int rank = region.rank();
  std::string out;
  forEachRowMajor(region1, [&](const std::vector<int64_t> &g, size_t) {
    int p = ownerOf(layout, g);
    size_t ord = 0;
    for (int d = 0; d < rank; ++d) {
      const auto &v = lists[p][d];
      size_t pos = std::lower_bound(v.begin(), v.end(), g[d]) - v.begin();
      ord = ord * v.size() + pos;
    }
    fmt(out, all[p].data() + ord * es);
    if (g[rank - 1] == region1[rank - 1].back()) {
      out += '\n';
      if (rank >= 2 && g[rank - 2] == region1[rank - 2].back()) {
        bool last = true;
        for (int d = 0; d < rank - 2; ++d)
          last &= g[d] == region1[d].back();
        if (!last)
          out += '\n';
      }
    }
  });
  // The gather above was the meeting.
  print(rank_, out, f, where);
}

File Proc::open(const std::string &name, bool forWrite, bool append, const char *where) {
  int id = 0;
  if (rank_ == 0) {
    std::FILE *fp = std::fopen(name.c_str(), append ? "a" : forWrite ? "w" : "r");
    if (fp) {
      std::lock_guard<std::mutex> g(filesMutex);
      id = nextFileId++;
      files[id] = fp;
    }
  }
  binding_->broadcast(&id, sizeof id, 0);
  if (id == 0)
    fail(where, "cannot open `" + name + "` for " + (forWrite ? "writing" : "reading"));
  return File{id};
}

// Closing the standard streams or `znull` does nothing; closing a file that
// was never opened, or closing it twice, is an error (C's fclose crashed).
void Proc::close(File f, const char *where) {
  uint8_t open = f.id != -4;
  if (rank_ == 0 && f.id > 0) {
    std::lock_guard<std::mutex> g(filesMutex);
    auto it = files.find(f.id);
    if (it != files.end()) {
      std::fclose(it->second);
      files.erase(it);
    } else {
      open = 0;
    }
  }
  binding_->broadcast(&open, 1, 0);
  if (!open)
    fail(where, "close of a file that is not open");
}

// Whether processor 0 can read `f` (znull can: it is always at its end); every
// processor gets the answer, so that all stop together when it cannot.
bool Proc::readable(File f) {
  uint8_t open = 1;
  if (rank_ == 0 && !f.isNull())
    open = readerOf(f) != nullptr;
  binding_->broadcast(&open, 1, 0);
  return open != 0;
}

std::string Proc::readToken(File f, const char *where) {
  std::string tok;
  if (!readable(f))
    fail(where, "read from a file that is not open");
  if (rank_ == 0 && !f.isNull()) {
    std::FILE *fp = readerOf(f);
    int ch;
    while ((ch = std::fgetc(fp)) != EOF && std::isspace(ch))
      ;
    while (ch != EOF && !std::isspace(ch)) {
      tok += char(ch);
      ch = std::fgetc(fp);
    }
    // The separator stays, so that readln sees the end of the line.
    if (ch != EOF)
      std::ungetc(ch, fp);
  }
  uint64_t n = tok.size();
  binding_->broadcast(&n, sizeof n, 0);
  tok.resize(n);
  if (n)
    binding_->broadcast(tok.data(), n, 0);
  return tok;
}

void Proc::skipLine(File f, const char *where) {
  if (!readable(f))
    fail(where, "read from a file that is not open");
  if (rank_ != 0 || f.isNull())
    return;
  if (std::FILE *fp = readerOf(f)) {
    int ch;
    while ((ch = std::fgetc(fp)) != EOF && ch != '\n')
      ;
  }
}

bool Proc::atEnd(File f, const char *where) {
  // One broadcast (`eof` usually runs once per value read): 0 more to read,
  // 1 at the end, 2 not open.
  uint8_t state = 1;
  if (rank_ == 0 && !f.isNull()) {
    if (std::FILE *fp = readerOf(f)) {
      int ch;
      while ((ch = std::fgetc(fp)) != EOF && std::isspace(ch))
        ;
      if (ch != EOF) {
        std::ungetc(ch, fp);
        state = 0;
      }
    } else {
      state = 2;
    }
  }
  binding_->broadcast(&state, 1, 0);
  if (state == 2)
    fail(where, "`eof` of a file that is not open");
  return state != 0;
}

void Proc::readArray(const rel::Layout &layout, void *base,
                     const rel::Region &region, const ElemParser &parse,
                     File f, const char *where) {
  if (!readable(f))
    fail(where, "read from a file that is not open");
  size_t es = layout.elemSize;
  auto lists = regionLists(region);
  size_t n = productSize(lists);
  std::vector<char> all(n * es);
  uint8_t ok = 1;
  if (rank_ == 0) {
    for (size_t i = 0; i < n && ok; ++i) {
      std::string tok;
      std::FILE *fp = f.isNull() ? nullptr : readerOf(f);
      int ch = EOF;
      if (fp) {
        while ((ch = std::fgetc(fp)) != EOF && std::isspace(ch))
          ;
        while (ch != EOF && !std::isspace(ch)) {
          tok += char(ch);
          ch = std::fgetc(fp);
        }
        if (ch != EOF)
          std::ungetc(ch, fp);
      }
      ok = !tok.empty() && parse(tok, all.data() + i * es);
    }
  }
  binding_->broadcast(&ok, 1, 0);
  if (!ok)
    fail(where, "read: a missing or malformed array element in the input "
                "(end of file, or not a value of the element's type)");
  binding_->broadcast(all.data(), all.size(), 0);
  // Row-major ordinal of each owned index within the whole region.
  auto mine = ownedInRegion(layout, region, rank_);
  bool replicaOnly = productSize(mine) == 0;
  if (replicaOnly) {
    // Replicas along unused grid dimensions still hold the data.
    mine.assign(layout.rank(), {});
    for (int d = 0; d < layout.rank(); ++d)
      for (int64_t i : layout.ownedIndices(rank_, d))
        if (i >= region.lo[d] && i <= region.hi[d] &&
            (i - region.lo[d]) % region.stride[d] == 0)
          mine[d].push_back(i);
  }
  forEachRowMajor(mine, [&](const std::vector<int64_t> &g, size_t) {
    size_t ord = 0;
    for (int d = 0; d < layout.rank(); ++d)
      ord = ord * lists[d].size() +
            size_t((g[d] - region.lo[d]) / region.stride[d]);
    std::memcpy(static_cast<char *>(base) + layout.localOffset(rank_, g) * es,
                all.data() + ord * es, es);
  });
}

} // namespace zpl::rt
