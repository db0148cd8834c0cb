// Start-up and language services for compiled zplc programs.
//
// A generated program is one C++17 file. Its `main` fills a `zpl::rt::Program`
// (name, config table, per-processor body) and returns `zpl::rt::run(...)`.
// The runtime parses the command line, picks the binding (threads unless the
// process was started by mpirun, then mpi), starts P processors and calls the
// body once per processor with that processor's `Proc`. Generated code never
// calls MPI and keeps all mutable state in an object owned by the body, so
// that P processors can be P threads of one process.
//
// Collective calls (marked "collective") must be made by every processor, in
// the same order, as SPMD code naturally does.
//
// What a generated program looks like (link zpl_ironman):
//
//   #include "runtime/program/Support.h"   // this header and Ironman.h
//   namespace {
//   struct Jacobi {                        // all state, one per processor
//     zpl::rt::Proc &p;
//     int64_t n;
//     double *A;
//     zpl::im::Transfer t0;
//     explicit Jacobi(zpl::rt::Proc &p) : p(p) {
//       n = p.configGiven(0) ? p.configInt(0) : 5;  // or an initializer
//       auto grid = p.grid(2);                      // default 2-D grid
//       A = p.allocate<double>(localCount);         // storage via the runtime
//       t0 = zpl::im::Transfer(p, spec0);           // see Ironman.h
//     }
//     void run() {
//       t0.DR(); t0.SR(); /* ... */ t0.DN(); t0.SV();
//       double err = p.reduce(zpl::rt::Op::Max, localErr);
//       p.write("done\n");
//     }
//   };
//   } // namespace
//   int main(int argc, char **argv) {
//     zpl::rt::Program prog;
//     prog.name = "jacobi";
//     prog.config = {{"n", zpl::rt::Type::Int64, "5", ""}};
//     prog.body = [](zpl::rt::Proc &p) { Jacobi(p).run(); };
//     return zpl::rt::run(prog, argc, argv);
//   }
//
// Run-time errors (a bad -s value, a grid that does not fit, halt) print
// "zpl: error: ..." (halt: its message, on stdout) once and exit with 1 on
// every binding; they never hang.
#pragma once

#include "runtime/ironman/Processor.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace zpl::rel {
struct Layout;
struct Region;
} // namespace zpl::rel

namespace zpl::rt {

namespace detail {
struct Config;
}

// ------------------------------------------------------------ program

// Scalar types of config values and of reduction / scan elements.
enum class Type : uint8_t { Bool, Int32, Int64, Float, Double, Char, String };

// One `config var` / `config const`. `defaultText` is the default as the user
// would type it on the command line (shown by -h and parsed like -s values);
// when the default is an expression the program evaluates itself, pass
// nullptr and check `Proc::configGiven`.
struct ConfigVar {
  const char *name;
  Type type;
  const char *defaultText; // may be nullptr: computed by the program
  const char *help = "";   // shown by -h, may be empty
  // An enumeration (type Int32): its names, in order, set and shown by name.
  std::vector<const char *> enumerators = {};
  const char *enumName = nullptr;
  // A type whose values are a narrower range than `type` holds (`ubyte`
  // stored as Int32): its name and range, checked on `-s` values.
  const char *rangeType = nullptr;
  int64_t rangeLo = 0, rangeHi = 0;
};

class Proc;

struct Program {
  const char *name = "";
  std::vector<ConfigVar> config;
  // Runs once per processor; returning ends that processor's part.
  std::function<void(Proc &)> body;
};

// Parses the flags, starts the processors, runs `body` on each and returns
// the process exit code (0, or 1 after a bad flag, a halt or a run-time
// error). Flags: -pN, -sNAME=value, -h/--help, --binding=NAME
// (threads|mpi|mpi-rma|mpi-shm; also env ZPL_BINDING).
int run(const Program &program, int argc, char **argv);

// --------------------------------------------------------- reductions

enum class Op : uint8_t {
  Add,    // +<<
  Mul,    // *<<
  Max,    // max<<
  Min,    // min<<
  And,    // &<<  (logical)
  Or,     // |<<  (logical)
  BitAnd, // band<<
  BitOr,  // bor<<
  BitXor, // bxor<<
};

template <class T> constexpr Type typeOf();
template <> constexpr Type typeOf<bool>() { return Type::Bool; }
template <> constexpr Type typeOf<int32_t>() { return Type::Int32; }
template <> constexpr Type typeOf<int64_t>() { return Type::Int64; }
template <> constexpr Type typeOf<float>() { return Type::Float; }
template <> constexpr Type typeOf<double>() { return Type::Double; }
template <> constexpr Type typeOf<char>() { return Type::Char; }

// ------------------------------------------------------------- timers

// `ClearTimer StartTimer StopTimer ReadTimer`: a local stopwatch in seconds.
class Timer {
public:
  void clear() { total_ = 0, running_ = false; }
  void start();
  void stop();
  double read() const; // seconds accumulated (including a running lap)

private:
  double total_ = 0, started_ = 0;
  bool running_ = false;
};

// wallSeconds(), the monotonic clock: runtime/ironman/Processor.h.

// A file opened with `open(name, file_read | file_write)`. Only processor 0
// touches the file system; reads are broadcast. `File{0}` is stdout (`zout`);
// reading from it reads standard input. `File()`, a `file` variable never
// opened, is no file: using it is an error (it used to be `zout`, so that
// reading it read standard input without a word).
struct File {
  // 0 = stdout, -1 = znull, -2 = stdin, -3 = stderr, -4 = never opened,
  // >0 = opened (closed once it is no longer in the runtime's table)
  int id = -4;
  bool isNull() const { return id == -1; }
  bool operator==(File o) const { return id == o.id; }
  bool operator!=(File o) const { return id != o.id; }
};

// Formats one array element (its bytes) into `out`, e.g. with "%9.4f ".
using ElemFormatter = std::function<void(std::string &out, const void *elem)>;
// Parses one whitespace-delimited token into an element; false if malformed.
using ElemParser = std::function<bool(std::string_view token, void *elem)>;

// ----------------------------------------------------------- processor

// One processor's view of the running program. rank(), procs() and the
// binding come from its core (runtime/ironman/Processor.h), which is what
// the transfers take.
class Proc : public ProcCore {
public:
  const char *bindingName() const;
  const Program &program() const { return *program_; }

  // ---- config values (index = position in Program::config)
  bool configGiven(int i) const;  // set with -s (else use the default)
  bool configBool(int i) const;   // the -s value, or the default text
  int64_t configInt(int i) const; // Int32 / Int64
  double configReal(int i) const; // Float / Double
  char configChar(int i) const;
  const std::string &configString(int i) const;

  // ---- processor grids
  // The grid for `rank` array dimensions. `extents` empty: the default grid,
  // P factored as squarely as possible, larger factors first (rows first).
  // Otherwise the extents must multiply to P; if not, every processor stops
  // with "error: grid `name` ... needs N processors ..." and exit code 1.
  // Collective only in the sense that every processor gets the same answer.
  std::vector<int> grid(int rank, const std::vector<int> &extents = {},
                        const char *name = "") const;
  // This processor's coordinates in `grid` (ranks are row-major over grids).
  std::vector<int> coords(const std::vector<int> &grid) const;

  // ---- array storage (collective: every processor allocates the same
  // arrays in the same order; sizes may differ). Zero-filled, 64-byte
  // aligned; the binding may place it in an MPI window or shared segment.
  void *allocate(size_t bytes);
  template <class T> T *allocate(size_t count) {
    return static_cast<T *>(allocate(count * sizeof(T)));
  }
  void deallocate(void *p); // collective, same order as allocate

  // ---- collectives
  void barrier();
  // In-place element-wise reduction of `count` elements over all processors;
  // every processor gets the result. Partials are combined in rank order
  // (((p0 op p1) op p2) ...) on every binding, so floating-point results are
  // identical across bindings for a given processor count.
  void reduce(Op op, Type type, void *inout, size_t count);
  template <class T> T reduce(Op op, T partial) {
    reduce(op, typeOf<T>(), &partial, 1);
    return partial;
  }
  // Partial reduction: combines over the processors that share every grid
  // coordinate except those of `dims` (the collapsed grid dimensions), in
  // increasing rank order; every member gets the result.
  void reduceAlong(Op op, Type type, void *inout, size_t count,
                   const std::vector<int> &grid, const std::vector<int> &dims);
  // Exclusive prefix over processors in rank order (row-major over the grid):
  // processor r gets p0 op ... op p(r-1); processor 0 gets op's identity.
  void scanExclusive(Op op, Type type, void *inout, size_t count);
  template <class T> T scanExclusive(Op op, T partial) {
    scanExclusive(op, typeOf<T>(), &partial, 1);
    return partial;
  }
  // The same along grid dimension `dim` only: over processors that share all
  // other coordinates, ordered by their coordinate in `dim`.
  void scanExclusiveAlong(Op op, Type type, void *inout, size_t count,
                          const std::vector<int> &grid, int dim);
  // Also returns in `total` (if non-null, `count` elements) the full
  // reduction over the same processors; saves a second collective.
  void scanExclusiveAlong(Op op, Type type, void *inout, void *total,
                          size_t count, const std::vector<int> &grid, int dim);
  void broadcast(void *data, size_t bytes, int root);
  // Variable-size all-to-all: `send[r]` (send.size() == procs()) goes to
  // processor r; on return `recv[r]` holds what processor r sent to this
  // one. Sizes may differ per pair, including zero.
  void exchange(const std::vector<std::vector<char>> &send,
                std::vector<std::vector<char>> &recv);
  // The same when each processor knows what it receives (a gather's
  // replies, whose sizes its requests fixed): recvBytes[r] bytes from
  // processor r, stored at `recv` in rank order (sum(recvBytes) bytes). The
  // bindings then skip agreeing on sizes (an all-to-all of counts on MPI).
  // Every processor of one exchange calls this form. An empty
  // send[rank()] leaves this processor's own part of `recv` as the caller
  // wrote it (a gather answering its own requests in place).
  void exchange(const std::vector<std::vector<char>> &send, char *recv,
                const std::vector<size_t> &recvBytes);
  // Flood: copies `bytes` from the processor whose coordinate in grid
  // dimension `dim` is `rootCoord` to every processor sharing all its other
  // coordinates.
  void flood(void *data, size_t bytes, const std::vector<int> &grid, int dim,
             int rootCoord);

  // ---- ordered output (collective; one copy is printed, by processor 0)
  // Every call on a file takes `where`, the program's "file:line" (or null),
  // which starts its error messages: a file that is not open, a name that
  // cannot be opened, malformed input.
  void write(std::string_view text, File f = File{0}, const char *where = nullptr);
  // Prints `region` of a distributed array in row-major order: one row per
  // line (a "\n" after the last dimension's run), a blank line between 2-D
  // planes. `base` is this processor's storage (rel::Layout offsets).
  void writeArray(const rel::Layout &layout, const void *base,
                  const rel::Region &region, const ElemFormatter &fmt,
                  File f = File{0}, const char *where = nullptr);
  File open(const std::string &name, bool forWrite, bool append = false,
            const char *where = nullptr); // collective; halts on failure
  void close(File f, const char *where = nullptr); // collective
  // eof(f): no token is left (collective; processor 0 looks, broadcasts).
  bool atEnd(File f, const char *where = nullptr);
  // readln: drops the rest of the current input line (processor 0 reads).
  void skipLine(File f, const char *where = nullptr);
  // Next whitespace-delimited token of `f` (read by processor 0, broadcast);
  // empty at end of file.
  std::string readToken(File f, const char *where = nullptr);
  // Reads `region` of a distributed array in row-major order; every processor
  // stores the elements it owns. Stops every processor with a message on a
  // malformed or missing token.
  void readArray(const rel::Layout &layout, void *base, const rel::Region &region,
                 const ElemParser &parse, File f, const char *where = nullptr);

  // ---- halt("msg"): prints msg once and stops every processor, exit code 1.
  // Need not be collective.
  [[noreturn]] void halt(std::string_view msg);
  // A run-time error (bad input, ...): prints "zpl: error: msg" on stderr
  // once and stops every processor with exit code 1. Need not be collective.
  [[noreturn]] void fail(const std::string &msg);
  // The same with the program's "file:line: " (`where`, may be null) first.
  [[noreturn]] void fail(const char *where, const std::string &msg);

  // ---- ResetTimer() / CheckTimer(): seconds since the last reset (local).
  void resetTimer() { timerStart_ = wallSeconds(); }
  double checkTimer() const { return wallSeconds() - timerStart_; }

  // ---- write epochs: a number never handed out before on this processor,
  // given to an array each time a statement writes it (zplc::Array::touch),
  // so that a remap whose index arrays kept their epochs knows they were
  // not written (runtime/program/Remap.h).
  uint64_t nextEpoch() { return ++epochs_; }

  Proc(const Program *program, im::Binding *binding,
       const detail::Config *config);

private:
  bool readable(File f); // collective

  const Program *program_;
  const detail::Config *config_;
  double timerStart_;
  uint64_t epochs_ = 0;
};

} // namespace zpl::rt
