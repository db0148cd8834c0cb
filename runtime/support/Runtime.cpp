// Start-up: flags, config values, the choice of binding, and launching the
// processors.
#include "runtime/support/Runtime.h"
#include "runtime/ironman/Binding.h"
#include "runtime/ironman/CommStats.h"
#include "runtime/ironman/Threads.h"
#include "runtime/support/Internal.h"

#include <atomic>
#include <cerrno>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>
#include <stdexcept>
#include <system_error>
#include <thread>

#include <mpi.h>
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>

namespace zpl::rt {

void Timer::start() {
  if (!running_)
    started_ = wallSeconds(), running_ = true;
}
void Timer::stop() {
  if (running_)
    total_ += wallSeconds() - started_, running_ = false;
}
double Timer::read() const {
  return total_ + (running_ ? wallSeconds() - started_ : 0);
}

namespace detail {

const char *typeName(Type t) {
  switch (t) {
  case Type::Bool:
    return "boolean";
  case Type::Int32:
    return "integer";
  case Type::Int64:
    return "long";
  case Type::Float:
    return "float";
  case Type::Double:
    return "double";
  case Type::Char:
    return "char";
  case Type::String:
    return "string";
  }
  return "?";
}

bool parseValue(Type t, const std::string &text, Value *out) {
  const char *s = text.c_str();
  char *end = nullptr;
  switch (t) {
  case Type::Bool:
    if (text == "true" || text == "1")
      return out->i = 1, true;
    if (text == "false" || text == "0")
      return out->i = 0, true;
    return false;
  case Type::Int32:
  case Type::Int64: {
    if (text.empty())
      return false;
    errno = 0;
    long long v = std::strtoll(s, &end, 10);
    if (errno || *end)
      return false;
    if (t == Type::Int32 && (v < INT32_MIN || v > INT32_MAX))
      return false;
    out->i = v;
    out->d = double(v);
    return true;
  }
  case Type::Float:
  case Type::Double: {
    if (text.empty())
      return false;
    errno = 0;
    double v = std::strtod(s, &end);
    if (*end || (errno == ERANGE && std::isinf(v)))
      return false;
    // A `float` holds less than a double: 1e39 became inf when stored.
    if (t == Type::Float && std::isfinite(v) && std::fabs(v) > FLT_MAX)
      return false;
    out->d = v;
    return true;
  }
  case Type::Char:
    if (text.size() != 1)
      return false;
    out->i = static_cast<unsigned char>(text[0]);
    return true;
  case Type::String:
    return true;
  }
  return false;
}

// An enumeration's value is one of its names (or, as before, its position).
bool parseConfig(const ConfigVar &v, const std::string &text, Value *out) {
  for (size_t k = 0; k < v.enumerators.size(); ++k)
    if (text == v.enumerators[k]) {
      out->i = (int64_t)k;
      out->d = double(k);
      return true;
    }
  if (!parseValue(v.type, text, out))
    return false;
  if (v.rangeType && (out->i < v.rangeLo || out->i > v.rangeHi))
    return false;
  return v.enumerators.empty() || (out->i >= 0 && out->i < (int64_t)v.enumerators.size());
}

std::string configTypeName(const ConfigVar &v) {
  if (v.rangeType)
    return std::string(v.rangeType) + " (" + std::to_string(v.rangeLo) + " to " +
           std::to_string(v.rangeHi) + ")";
  return v.enumName ? v.enumName : typeName(v.type);
}

std::string enumChoices(const ConfigVar &v) {
  std::string s;
  for (const char *n : v.enumerators)
    s += std::string(s.empty() ? " (one of " : ", ") + n;
  return s.empty() ? s : s + ")";
}

} // namespace detail

// ------------------------------------------------------------------ Proc

Proc::Proc(const Program *program, im::Binding *binding,
           const detail::Config *config)
    : ProcCore(binding), program_(program), config_(config),
      timerStart_(wallSeconds()) {}

const char *Proc::bindingName() const { return binding_->name(); }

bool Proc::configGiven(int i) const { return config_->given.at(i); }
bool Proc::configBool(int i) const { return config_->values.at(i).i != 0; }
int64_t Proc::configInt(int i) const { return config_->values.at(i).i; }
double Proc::configReal(int i) const { return config_->values.at(i).d; }
char Proc::configChar(int i) const {
  return static_cast<char>(config_->values.at(i).i);
}
const std::string &Proc::configString(int i) const {
  return config_->text.at(i);
}

void *Proc::allocate(size_t bytes) { return binding_->allocate(bytes); }
void Proc::deallocate(void *p) {
  if (p)
    binding_->deallocate(p);
}
void Proc::barrier() { binding_->barrier(); }

void Proc::fail(const std::string &msg) { detail::fatal(msg); }

void Proc::halt(std::string_view msg) {
  // Under MPI every rank usually halts at once: the message is printed once
  // (see agreeToStop).
  detail::stopWith(detail::Stop::Halt, stdout, std::string(msg) + "\n");
}

// ------------------------------------------------------------- start-up

namespace {

const char *const kBindings[] = {"threads", "mpi", "mpi-rma", "mpi-shm"};

bool startedByMpirun() {
  return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMIX_RANK") ||
         std::getenv("PMI_RANK");
}

int envInt(const char *name, int fallback) {
  const char *v = std::getenv(name);
  return v && *v ? std::atoi(v) : fallback;
}

// Before MPI is initialised, the launcher's environment tells which rank
// this is; only rank 0 reports start-up errors so they appear once.
bool speaks() {
  return envInt("OMPI_COMM_WORLD_RANK", envInt("PMIX_RANK", 0)) == 0;
}

// The most processors `threads` runs: each is a thread that spins and
// yields while it waits, so far beyond the core count a program crawls, and
// the system's limit on threads (RLIMIT_NPROC) is reached well before
// memory. 4096, or the limit if that is lower.
int maxThreadProcs() {
  int most = 4096;
  struct rlimit rl;
  if (getrlimit(RLIMIT_NPROC, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
      rl.rlim_cur < rlim_t(most))
    most = int(rl.rlim_cur);
  return most;
}

int startupError(const std::string &message) {
  if (speaks()) {
    std::fprintf(stderr, "zpl: error: %s\n", message.c_str());
    std::fflush(stderr);
  }
  return 1;
}

void printHelp(const Program &prog, const detail::Config &cfg) {
  std::printf("usage: %s [-pN] [-sNAME=value ...] [--binding=NAME] [-h] [--version]\n",
              prog.name);
  std::printf("  -pN             run on N processors (threads: N threads; "
              "under mpirun: the rank "
              "count)\n");
  std::printf("  -sNAME=value    set config variable NAME\n");
  std::printf("  --binding=NAME  communication binding: threads, mpi, mpi-rma, "
              "mpi-shm (also "
              "ZPL_BINDING; default threads, or mpi under mpirun)\n");
  std::printf("  -h, --help      print this help\n");
  std::printf("  --version       print the program's name and the zplc that built it\n");
  if (prog.config.empty())
    return;
  std::printf("config variables:\n");
  for (size_t i = 0; i < prog.config.size(); ++i) {
    const ConfigVar &v = prog.config[i];
    std::printf("  %s : %s = %s", v.name, detail::configTypeName(v).c_str(),
                cfg.given[i] ? cfg.text[i].c_str()
                             : (v.defaultText ? v.defaultText : "(computed)"));
    if (v.help && *v.help)
      std::printf("    -- %s", v.help);
    std::printf("\n");
  }
}

void printStats(Proc &p) {
  im::CommStats s = im::commStats(p);
  char line[256];
  int n = std::snprintf(
      line, sizeof line,
      "zpl: comm stats: processor %d: messages %llu, bytes %llu, local copies "
      "%llu, DN wait %.6f s, SV wait %.6f s, staged bytes %llu\n",
      p.rank(), (unsigned long long)s.messages, (unsigned long long)s.bytes,
      (unsigned long long)s.localCopies, s.dnWaitSeconds, s.svWaitSeconds,
      (unsigned long long)s.stagedBytes);
  std::vector<std::vector<char>> all;
  p.binding().gather(line, size_t(n), 0, &all);
  if (p.rank() == 0) {
    for (auto &l : all)
      std::fwrite(l.data(), 1, l.size(), stderr);
    std::fflush(stderr);
  }
  im::printTransferStats(p);
}

void runBody(const Program &prog, im::Binding &b, const detail::Config &cfg,
             bool threads) {
  detail::enterProcessor(b.rank(), threads ? b.procs() : 0);
  detail::StackGuard guard;
  detail::guardStack(guard, !threads && b.rank() != 0);
  Proc proc(&prog, &b, &cfg);
  try {
    prog.body(proc);
  } catch (const std::bad_alloc &) {
    detail::fatal("out of memory on processor " + std::to_string(b.rank()));
  } catch (const std::length_error &) {
    detail::fatal("out of memory on processor " + std::to_string(b.rank()) +
                  " (a list larger than memory)");
  } catch (const std::exception &e) {
    detail::fatal(std::string("uncaught exception on processor ") +
                  std::to_string(b.rank()) + ": " + e.what());
  } catch (...) {
    detail::fatal("uncaught exception on processor " +
                  std::to_string(b.rank()));
  }
  const char *stats = std::getenv("ZPL_COMM_STATS");
  if (stats && std::strcmp(stats, "0") != 0)
    printStats(proc);
  std::fflush(stdout);
  detail::processorDone();
  b.barrier();
}

} // namespace

int run(const Program &prog, int argc, char **argv) {
  detail::Config cfg;
  size_t nc = prog.config.size();
  cfg.text.resize(nc);
  cfg.given.assign(nc, false);
  cfg.values.resize(nc);
  for (size_t i = 0; i < nc; ++i) {
    const ConfigVar &v = prog.config[i];
    if (v.defaultText) {
      cfg.text[i] = v.defaultText;
      if (!detail::parseConfig(v, cfg.text[i], &cfg.values[i]))
        return startupError(std::string("internal error: default value `") +
                            v.defaultText + "` of config variable `" + v.name +
                            "` is not a valid " + detail::typeName(v.type));
    }
  }

  int procs = 0; // 0: not given
  std::string binding;
  if (const char *e = std::getenv("ZPL_BINDING"); e && *e)
    binding = e;
  bool help = false;
  for (int a = 1; a < argc; ++a) {
    std::string arg = argv[a];
    if (arg == "-h" || arg == "--help") {
      help = true;
    } else if (arg == "--version") {
      if (speaks()) // once under mpirun, as -h
        std::printf("%s (compiled by zplc %s)\n", prog.name, ZPLC_VERSION);
      return 0;
    } else if (arg.rfind("-p", 0) == 0) {
      std::string n = arg.substr(2);
      detail::Value v;
      if (!detail::parseValue(Type::Int32, n, &v) || v.i < 1)
        return startupError("bad processor count in `" + arg +
                            "`: expected a positive integer, as in `-p4`");
      procs = int(v.i);
    } else if (arg.rfind("-s", 0) == 0) {
      std::string kv = arg.substr(2);
      size_t eq = kv.find('=');
      if (eq == std::string::npos || eq == 0)
        return startupError("bad config setting `" + arg +
                            "`: expected `-sNAME=value`");
      std::string name = kv.substr(0, eq), value = kv.substr(eq + 1);
      size_t i = 0;
      while (i < nc && name != prog.config[i].name)
        ++i;
      if (i == nc)
        return startupError("unknown config variable `" + name + "` in `" +
                            arg + "` (-h lists them)");
      if (!detail::parseConfig(prog.config[i], value, &cfg.values[i]))
        return startupError("config variable `" + name + "` has type " +
                            detail::configTypeName(prog.config[i]) + "; `" +
                            value + "` is not a valid value" +
                            detail::enumChoices(prog.config[i]));
      cfg.text[i] = value;
      cfg.given[i] = true;
    } else if (arg.rfind("--binding=", 0) == 0) {
      binding = arg.substr(10);
    } else {
      return startupError("unknown argument `" + arg +
                          "` (-h lists the flags)");
    }
  }
  bool underMpirun = startedByMpirun();
  if (binding.empty())
    binding = underMpirun ? "mpi" : "threads";
  bool known = false;
  for (const char *b : kBindings)
    known |= binding == b;
  if (!known)
    return startupError("unknown binding `" + binding +
                        "`: expected threads, mpi, mpi-rma or mpi-shm");
  if (help) {
    if (speaks())
      printHelp(prog, cfg);
    return 0;
  }

  if (binding == "threads") {
    int worldSize = envInt("OMPI_COMM_WORLD_SIZE", 1);
    if (underMpirun && worldSize > 1)
      return startupError(
          "binding `threads` runs in one process, but mpirun started " +
          std::to_string(worldSize) +
          " ranks; use --binding=mpi or start without mpirun");
    int P = procs ? procs : 1;
    if (int most = maxThreadProcs(); P > most)
      return startupError(
          "`-p" + std::to_string(P) + "` asks for " + std::to_string(P) +
          " processors, but the `threads` binding runs at most " +
          std::to_string(most) +
          " in one process; run more as MPI processes: `mpirun -np " +
          std::to_string(P) + " " + std::string(argc ? argv[0] : "prog") +
          "`");
    im::ThreadsWorld world(P);
    std::vector<std::unique_ptr<im::ThreadsBinding>> bindings;
    for (int r = 0; r < P; ++r)
      bindings.push_back(std::make_unique<im::ThreadsBinding>(world, r));
    detail::setAbortBinding(bindings[0].get());
    // Like mpirun, which binds each rank to a core, give each processor a
    // core of its own when there are enough: two spinning peers sharing one
    // core would take turns instead of overlapping.
    cpu_set_t allowed, saved;
    CPU_ZERO(&allowed);
    bool pin = sched_getaffinity(0, sizeof allowed, &allowed) == 0 && P > 1 &&
               P <= CPU_COUNT(&allowed) && envInt("ZPL_BIND_THREADS", 1) != 0;
    saved = allowed;
    std::vector<int> cpus;
    for (int c = 0; c < CPU_SETSIZE && pin; ++c)
      if (CPU_ISSET(c, &allowed))
        cpus.push_back(c);
    auto pinTo = [&](int r) {
      if (!pin)
        return;
      cpu_set_t one;
      CPU_ZERO(&one);
      CPU_SET(cpus[size_t(r) % cpus.size()], &one);
      pthread_setaffinity_np(pthread_self(), sizeof one, &one);
    };
    std::vector<std::thread> threads;
    for (int r = 1; r < P; ++r) {
      try {
        threads.emplace_back([&, r] {
          pinTo(r);
          runBody(prog, *bindings[r], cfg, true);
        });
      } catch (const std::system_error &e) {
        // The processors already started wait for this one: stop them all.
        detail::fatal("cannot start processor " + std::to_string(r) + " of " +
                      std::to_string(P) + " as a thread (" + e.what() +
                      "); use fewer processors, or mpirun");
      }
    }
    pinTo(0);
    runBody(prog, *bindings[0], cfg, true);
    for (auto &t : threads)
      t.join();
    if (pin)
      pthread_setaffinity_np(pthread_self(), sizeof saved, &saved);
    detail::setAbortBinding(nullptr);
    return 0;
  }

  // The MPI bindings: one processor per rank.
  if (!underMpirun && procs > 1)
    return startupError("binding `" + binding +
                        "` runs one processor per MPI rank; start `" +
                        std::string(argc ? argv[0] : "prog") +
                        "` with `mpirun -np " + std::to_string(procs) +
                        "` instead of `-p" + std::to_string(procs) + "`");
  if (int ws = envInt("OMPI_COMM_WORLD_SIZE", 0); ws && procs && procs != ws)
    return startupError(
        "`-p" + std::to_string(procs) + "` asks for " + std::to_string(procs) +
        " processors but mpirun started " + std::to_string(ws) + " ranks");
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int size = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (procs && procs != size) {
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
      std::fprintf(stderr,
                   "zpl: error: `-p%d` asks for %d processors but mpirun "
                   "started %d ranks\n",
                   procs, procs, size);
    MPI_Finalize();
    return 1;
  }
  std::unique_ptr<im::Binding> b = im::makeMpiBinding(binding);
  detail::setAbortBinding(b.get());
  runBody(prog, *b, cfg, false);
  detail::setAbortBinding(nullptr);
  b.reset();
  MPI_Finalize();
  return 0;
}

} // namespace zpl::rt
