// The processor as the transfers and bindings see it, and how a processor
// stops the program.
//
// This is the part of the language runtime's processor that lies below the
// bindings: a transfer needs to know which processor builds it and through
// which binding its data moves, and a binding that meets an error must stop
// every processor. `rt::Proc` (runtime/support/Runtime.h), the processor
// generated code sees, derives from `ProcCore` and adds the language's
// services (config values, grids, collectives, I/O), which run on the
// bindings. So runtime/support includes runtime/ironman and never the
// other way round.
#pragma once

#include <atomic>
#include <cstdio>
#include <string>

namespace zpl::im {
class Binding;
} // namespace zpl::im

namespace zpl::rt {

double wallSeconds(); // monotonic clock

// Which processor this is, how many there are, and its binding.
class ProcCore {
public:
  int rank() const { return rank_; }
  int procs() const { return procs_; }
  im::Binding &binding() const { return *binding_; }

protected:
  explicit ProcCore(im::Binding *binding);

  int rank_, procs_;
  im::Binding *binding_;
};

namespace detail {
// Stops every processor of the program (the current binding's way) with
// `code`, after flushing standard output.
[[noreturn]] void abortProgram(int code);
// A run-time error: prints "zpl: error: <message>" once, then abortProgram(1).
[[noreturn]] void fatal(const std::string &message);
// Why a processor stops the program. An error comes before a halt: every
// processor runs a halt (it is never in parallel code), so one that reports
// an error instead did not get that far (its error came first in program
// order) and its message is the one to print.
enum class Stop { Error = 1, Halt = 2 };
// Stops the program with `text` on `f`: of the processors that stop at
// once, only one prints, the lowest of those with an error if any, else the
// lowest (see Processor.cpp); then abortProgram(1).
[[noreturn]] void stopWith(Stop why, std::FILE *f, const std::string &text);
// The binding abortProgram stops (nullptr: none, just exit).
void setAbortBinding(im::Binding *b);
// The calling thread runs processor `rank`; `threadsP` is P under `threads`
// (0 under MPI, where processors are processes).
void enterProcessor(int rank, int threadsP);
// Processor 0 has written all its output (its body returned).
void processorDone();
// Before a processor prints why it stops the program: under MPI, returns
// only on the rank that should print (by stopWith's rule among the ranks
// that stop); the others wait there until the job is ended.
void agreeToStop(Stop why);
// Before a processor stops the program without stopWith (a stack overflow):
// under `threads`, lets processor 0 write the output that precedes the stop
// (see Processor.cpp).
void waitForProcessor0();
} // namespace detail

} // namespace zpl::rt
