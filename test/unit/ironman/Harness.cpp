// Tests of runtime/ironman and runtime/support, run through the runtime's own
// start-up so that one binary runs as P threads (-pN) or under mpirun with
// any binding. This file is the harness (Harness.h says how tasks run) and
// main; IronmanTest.cpp tests the transfers, RuntimeTest.cpp the language
// runtime's services.
#include "test/unit/ironman/Harness.h"

#include "runtime/ironman/Ironman.h"
#include "runtime/support/Runtime.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

using namespace zpl;

namespace ironman_test {

namespace {
std::vector<std::pair<std::string, Task>> &tasks() {
  static std::vector<std::pair<std::string, Task>> t;
  return t;
}

rt::Proc *root = nullptr; // processor 0, where GoogleTest runs

void runTaskHere(rt::Proc &p, int task) {
  Ctx ctx{p, {}};
  tasks()[task].second(ctx);
  std::string joined;
  for (auto &e : ctx.errors)
    joined += e + "\n";
  // Gather every processor's failures to processor 0.
  uint64_t n = joined.size();
  std::vector<char> flat;
  {
    std::vector<char> mine(joined.begin(), joined.end());
    // Lengths first, then the bytes, both through the runtime's collectives.
    std::vector<int64_t> lens(p.procs(), 0);
    lens[p.rank()] = int64_t(n);
    p.reduce(rt::Op::Add, rt::Type::Int64, lens.data(), lens.size());
    int64_t total = 0;
    for (auto l : lens)
      total += l;
    std::vector<char> buf(size_t(total) + 1, 0);
    int64_t off = 0;
    for (int r = 0; r < p.rank(); ++r)
      off += lens[r];
    if (!mine.empty())
      std::memcpy(buf.data() + off, mine.data(), mine.size());
    // bitwise-or of disjoint pieces assembles the whole text everywhere
    std::vector<int64_t> words((buf.size() + 7) / 8, 0);
    std::memcpy(words.data(), buf.data(), buf.size());
    p.reduce(rt::Op::BitOr, rt::Type::Int64, words.data(), words.size());
    flat.assign(reinterpret_cast<char *>(words.data()),
                reinterpret_cast<char *>(words.data()) + total);
  }
  if (p.rank() == 0 && !flat.empty())
    ADD_FAILURE() << tasks()[task].first << " failed:\n"
                  << std::string(flat.begin(), flat.end());
}

} // namespace

int addTask(const std::string &name, Task t) {
  tasks().emplace_back(name, std::move(t));
  return int(tasks().size()) - 1;
}

void dispatch(int task) {
  root->broadcast(&task, sizeof task, 0);
  runTaskHere(*root, task);
}

thread_local std::vector<std::string> misuse;

} // namespace ironman_test

using namespace ironman_test;

namespace {

void follower(rt::Proc &p) {
  for (;;) {
    int task = -1;
    p.broadcast(&task, sizeof task, 0);
    if (task < 0)
      return;
    runTaskHere(p, task);
  }
}

int gtestResult = 0;

// A late SR: processor 0 waits in DN long enough (with ZPL_WAIT_WARN=1) to
// say what it is waiting for, then completes.
void lateSourceReady(rt::Proc &p) {
  auto *a = p.allocate<double>(4);
  auto *b = p.allocate<double>(4);
  std::vector<rel::Tuple> tuples = {{0, 0}, {1, 1}};
  auto words = rel::encodeTuples(tuples, rel::Encoding::AABLK);
  im::TransferSpec s = makeSpec(400, sizeof(double), a, b);
  if (p.rank() == 1)
    s.sends.push_back({0, rel::EncodedView(words.data(), words.size())});
  if (p.rank() == 0)
    s.recvs.push_back({1, rel::EncodedView(words.data(), words.size())});
  im::Transfer t(p, s);
  t.DR();
  if (p.rank() == 1) {
    double until = rt::wallSeconds() + 4;
    while (rt::wallSeconds() < until)
      ;
    a[0] = 42;
  }
  t.SR();
  t.DN();
  t.SV();
  if (p.rank() == 0 && b[0] == 42)
    std::printf("late SR arrived\n");
  t.release();
  p.deallocate(a);
  p.deallocate(b);
}

} // namespace

int main(int argc, char **argv) {
  ::testing::InitGoogleTest(&argc, argv);
  rt::Program prog;
  prog.name = "ironman_tests";
  prog.config = {
      {"n", rt::Type::Int32, "5", "an integer"},
      {"x", rt::Type::Double, "1.5", "a real"},
      {"flag", rt::Type::Bool, "false", "a boolean"},
      {"gridcheck", rt::Type::Int32, "0",
       "if > 0: ask for a gridcheck x 1 grid"},
      {"halt", rt::Type::Bool, "false", "halt at once"},
      {"s", rt::Type::String, "hello", "a string"},
      {"latesr", rt::Type::Bool, "false",
       "processor 1 makes processor 0 wait 4 s for an SR"},
      {"haltlate", rt::Type::Bool, "false",
       "every processor halts, processor 0 one second after the others"},
  };
  prog.body = [](rt::Proc &p) {
    if (p.configInt(3) > 0)
      p.grid(2, {int(p.configInt(3)), 1}, "G");
    if (p.configBool(4))
      p.halt("halted: as asked by -shalt=true");
    if (p.configBool(6) && p.procs() >= 2)
      lateSourceReady(p);
    if (p.configBool(7)) {
      if (p.rank() == 0)
        std::this_thread::sleep_for(std::chrono::seconds(1));
      p.halt("halted: every processor, processor 0 last");
    }
    if (p.rank() == 0) {
      root = &p;
      // Only processor 0 prints GoogleTest's report.
      gtestResult = RUN_ALL_TESTS();
      int end = -1;
      p.broadcast(&end, sizeof end, 0);
    } else {
      follower(p);
    }
    int64_t r = gtestResult;
    r = p.reduce(rt::Op::Max, r);
    if (p.rank() == 0) // one writer: processors may be threads
      gtestResult = int(r);
  };
  // Every processor records its own misuse reports (a thread-local list);
  // the default handler would stop the program.
  im::setMisuseHandler([](const std::string &m) { misuse.push_back(m); });
  int rc = rt::run(prog, argc, argv);
  return rc ? rc : gtestResult;
}
