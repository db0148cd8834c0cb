// IRONMAN benchmarks, run through the runtime's start-up so that one binary
// measures every binding (bench/ironman/run.py drives it):
//
//   -sbench=overhead  the IRONMAN paper's overhead experiment: many small
//                     point-to-point transfers through DR/SR/DN/SV against
//                     the same exchange written directly for the mechanism,
//                     alternated in one run
//   -sbench=halo      halo exchange throughput between 2 processors, 8 B to
//                     8 MiB, contiguous and strided
//
// Processor 0 prints one JSON object per line, prefixed with "JSON ".
#include "runtime/ironman/Ironman.h"
#include "runtime/support/Runtime.h"

#include <mpi.h>
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace zpl;

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

bool isMpi(const rt::Proc &p) {
  return std::strncmp(p.bindingName(), "mpi", 3) == 0;
}

// ------------------------------------------------------- direct exchanges
//
// The baseline for the overhead experiment: the same exchange of one 8-byte
// element written directly against each binding's mechanism, with the same
// guarantees (the destination is not overwritten before it was consumed).

struct alignas(64) Slot {
  std::atomic<uint64_t> ready{0}; // receiver: epoch whose data may be written
  std::atomic<uint64_t> full{0};  // sender: epoch whose data is there
  double data = 0;
};

// Flag exchange over memory both processors reach (threads; mpi-shm).
// It waits as IRONMAN's shared-memory transfers do (spin, then give up the
// core): a baseline that spins forever loses whole time slices whenever the
// machine has more runnable threads than cores, and the "overhead" then
// measured the wait policy, not the transfer (negative or 400% figures).
template <class Pred> void waitFor(Pred pred) {
  for (int i = 0; !pred(); ++i)
    if (i >= 2048)
      sched_yield();
}

struct FlagExchange {
  Slot *mine, *peer;
  void step(uint64_t e, double value, double *out) {
    mine->ready.store(e, std::memory_order_release);
    waitFor([&] { return peer->ready.load(std::memory_order_acquire) >= e; });
    peer->data = value;
    peer->full.store(e, std::memory_order_release);
    waitFor([&] { return mine->full.load(std::memory_order_acquire) >= e; });
    *out = mine->data;
  }
};

Slot threadSlots[2];

struct DirectMpi {
  int peer;
  void step(double value, double *out) {
    MPI_Request r[2];
    MPI_Irecv(out, 8, MPI_BYTE, peer, 77, MPI_COMM_WORLD, &r[0]);
    MPI_Isend(&value, 8, MPI_BYTE, peer, 77, MPI_COMM_WORLD, &r[1]);
    MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    MPI_Wait(&r[1], MPI_STATUS_IGNORE);
  }
};

// One-sided: put the datum and raise a flag; the same handshake as above.
struct DirectRma {
  MPI_Win win;
  uint64_t *base; // [0]=ready [1]=full [2]=data
  int me, peer;
  uint64_t read(int disp) {
    uint64_t got = 0, dummy = 0;
    MPI_Fetch_and_op(&dummy, &got, MPI_UINT64_T, me, disp, MPI_NO_OP, win);
    MPI_Win_flush(me, win);
    return got;
  }
  void raise(int target, int disp, uint64_t v) {
    MPI_Accumulate(&v, 1, MPI_UINT64_T, target, disp, 1, MPI_UINT64_T,
                   MPI_REPLACE, win);
    MPI_Win_flush(target, win);
  }
  void step(uint64_t e, double value, double *out) {
    raise(me, 0, e);
    while (true) {
      uint64_t got = 0, dummy = 0;
      MPI_Fetch_and_op(&dummy, &got, MPI_UINT64_T, peer, 0, MPI_NO_OP, win);
      MPI_Win_flush(peer, win);
      if (got >= e)
        break;
    }
    MPI_Put(&value, 8, MPI_BYTE, peer, 2, 8, MPI_BYTE, win);
    MPI_Win_flush(peer, win);
    raise(peer, 1, e);
    while (read(1) < e)
      ;
    MPI_Win_sync(win);
    std::memcpy(out, &base[2], 8);
  }
};

void printMeta(rt::Proc &p) {
  if (p.rank() != 0)
    return;
  char lib[MPI_MAX_LIBRARY_VERSION_STRING] = "";
  int len = 0;
  MPI_Get_library_version(lib, &len);
  std::string l(lib, len);
  l = l.substr(0, l.find_first_of(",\n"));
  std::printf("JSON {\"meta\": true, \"compiler\": \"g++ %s\", "
              "\"mpi_library\": \"%s\"}\n",
              __VERSION__, l.c_str());
}

void overhead(rt::Proc &p, long transfers, int reps) {
  if (p.procs() != 2) {
    if (p.rank() == 0)
      std::fprintf(stderr, "overhead: needs exactly 2 processors\n");
    return;
  }
  int me = p.rank(), peer = 1 - me;
  double *a = p.allocate<double>(8), *b = p.allocate<double>(8);
  // One 8-byte element each way: the smallest transfer, where fixed costs
  // show most.
  std::vector<rel::Tuple> t = {{0, 0}};
  auto words = rel::encodeTuples(t, rel::Encoding::AABLK);
  im::TransferSpec s;
  s.id = 1;
  s.elemSize = 8;
  s.sendBase = a;
  s.recvBase = b;
  s.sends.push_back({peer, rel::EncodedView(words.data(), words.size())});
  s.recvs.push_back({peer, rel::EncodedView(words.data(), words.size())});
  im::Transfer x(p, s);

  // The direct baseline for this binding.
  std::string binding = p.bindingName();
  FlagExchange flags{};
  DirectMpi dmpi{peer};
  DirectRma drma{};
  MPI_Win shmWin = MPI_WIN_NULL;
  if (binding == "threads") {
    flags = FlagExchange{&threadSlots[me], &threadSlots[peer]};
  } else if (binding == "mpi-shm") {
    MPI_Comm node;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
                        &node);
    Slot *base = nullptr;
    MPI_Win_allocate_shared(me == 0 ? 2 * sizeof(Slot) : 0, sizeof(Slot),
                            MPI_INFO_NULL, node, &base, &shmWin);
    MPI_Aint sz;
    int du;
    MPI_Win_shared_query(shmWin, 0, &sz, &du, &base);
    if (me == 0)
      new (base) Slot[2];
    MPI_Barrier(MPI_COMM_WORLD);
    flags = FlagExchange{&base[me], &base[peer]};
    MPI_Comm_free(&node);
  } else if (binding == "mpi-rma") {
    drma.me = me;
    drma.peer = peer;
    MPI_Win_allocate(3 * sizeof(uint64_t), sizeof(uint64_t), MPI_INFO_NULL,
                     MPI_COMM_WORLD, &drma.base, &drma.win);
    std::memset(drma.base, 0, 3 * sizeof(uint64_t));
    MPI_Win_lock_all(0, drma.win);
    MPI_Barrier(MPI_COMM_WORLD);
  }

  uint64_t epoch = 0;
  double sink = 0;
  auto runDirect = [&](long n) {
    for (long i = 0; i < n; ++i) {
      ++epoch;
      double out;
      if (binding == "mpi")
        dmpi.step(double(i), &out);
      else if (binding == "mpi-rma")
        drma.step(epoch, double(i), &out);
      else
        flags.step(epoch, double(i), &out);
      sink += out;
    }
  };
  auto runIronman = [&](long n) {
    for (long i = 0; i < n; ++i) {
      x.DR();
      a[0] = double(i);
      x.SR();
      x.DN();
      sink += b[0];
      x.SV();
    }
  };
  // Warm up both, then alternate many short blocks, the order reversed every
  // other block, so that drift in the machine's load hits both sides alike.
  // On a shared machine most blocks are preempted somewhere; the figures that
  // reproduce are the fastest blocks (`best_*`, the overhead between them)
  // and the median of the differences between adjacent blocks, which share
  // the load of their moment. The difference of the two medians, reported
  // before, mixed blocks from different moments and swung from -30% to +400%.
  reps = std::max(reps, 401);
  long per = std::max(1L, transfers / reps);
  runDirect(per);
  runIronman(per);
  std::vector<double> ti, td, diff;
  auto timed = [&](auto run) {
    p.barrier();
    double t0 = rt::wallSeconds();
    run(per);
    double t = rt::wallSeconds() - t0;
    // A block's time is the slower processor's.
    return p.reduce(rt::Op::Max, t);
  };
  for (int r = 0; r < reps; ++r) {
    double i, d;
    if (r % 2 == 0) {
      i = timed(runIronman);
      d = timed(runDirect);
    } else {
      d = timed(runDirect);
      i = timed(runIronman);
    }
    ti.push_back(i / per * 1e9);
    td.push_back(d / per * 1e9);
    diff.push_back(ti.back() - td.back());
    if (std::getenv("ZPL_BENCH_TRACE") && me == 0)
      std::fprintf(stderr, "rep %d: ironman %.0f direct %.0f\n", r, ti.back(),
                   td.back());
  }
  if (me == 0) {
    double mi = median(ti), md = median(td), mdiff = median(diff);
    double bi = *std::min_element(ti.begin(), ti.end());
    double bd = *std::min_element(td.begin(), td.end());
    std::printf(
        "JSON {\"binding\": \"%s\", \"transfers\": %ld, \"element_bytes\": 8, "
        "\"repetitions\": %d, \"transfers_per_block\": %ld, "
        "\"ironman_ns_per_transfer\": %.1f, "
        "\"direct_ns_per_transfer\": %.1f, \"overhead_ns\": %.1f, "
        "\"overhead_pct\": %.2f, \"best_ironman_ns\": %.1f, "
        "\"best_direct_ns\": %.1f, \"best_overhead_ns\": %.1f, "
        "\"best_overhead_pct\": %.2f, "
        "\"direct\": \"%s\", \"sink\": %g}\n",
        binding.c_str(), per * reps, reps, per, mi, md, mdiff, mdiff / md * 100,
        bi, bd, bi - bd, (bi - bd) / bd * 100,
        binding == "mpi"       ? "MPI_Irecv/MPI_Isend/MPI_Wait"
        : binding == "mpi-rma" ? "MPI_Put + MPI_Accumulate flags"
                               : "hand-written flag handshake and copy",
        sink * 0);
  }
  x.release();
  if (shmWin != MPI_WIN_NULL)
    MPI_Win_free(&shmWin);
  if (binding == "mpi-rma") {
    MPI_Win_unlock_all(drma.win);
    MPI_Win_free(&drma.win);
  }
  p.deallocate(a);
  p.deallocate(b);
}

// Buffer packing written by hand - gather, one contiguous message, scatter -
// measured beside every binding in the same run, so that the comparison of
// chained and packed transfers does not depend on the load of the machine
// during separate runs. Under `threads` the message is a memcpy between the
// two processors' buffers.
char *packSlots[2];

struct Packing {
  rt::Proc &p;
  rel::EncodedView v;
  const double *a;
  double *b;
  size_t bytes;
  int peer;
  std::vector<char> sbuf, rbuf;
  Packing(rt::Proc &p, rel::EncodedView v, const double *a, double *b,
          size_t bytes, int peer)
      : p(p), v(v), a(a), b(b), bytes(bytes), peer(peer), sbuf(bytes),
        rbuf(bytes) {}
  void run() {
    if (isMpi(p)) {
      MPI_Request r[2];
      MPI_Irecv(rbuf.data(), int(bytes), MPI_BYTE, peer, 99, MPI_COMM_WORLD,
                &r[0]);
      v.gather(a, sbuf.data(), 8);
      MPI_Isend(sbuf.data(), int(bytes), MPI_BYTE, peer, 99, MPI_COMM_WORLD,
                &r[1]);
      MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
      v.scatter(rbuf.data(), b, 8);
    } else {
      v.gather(a, sbuf.data(), 8);
      packSlots[p.rank()] = sbuf.data();
      p.barrier();
      std::memcpy(rbuf.data(), packSlots[peer], bytes);
      p.barrier();
      v.scatter(rbuf.data(), b, 8);
    }
  }
};

void halo(rt::Proc &p, bool quick, int reps, int stride) {
  if (p.procs() != 2) {
    if (p.rank() == 0)
      std::fprintf(stderr, "halo: needs exactly 2 processors\n");
    return;
  }
  int me = p.rank(), peer = 1 - me;
  std::vector<size_t> sizes = {8,     64,     512,     4096,   32768,
                               65536, 262144, 1 << 20, 8 << 20};
  int id = 10;
  for (const char *pattern : {"contiguous", "strided"}) {
    bool strided = std::strcmp(pattern, "strided") == 0;
    for (size_t bytes : sizes) {
      size_t n = bytes / 8;
      size_t span = strided ? n * stride : n;
      // The strided case is a column of a row-major array with `stride`
      // doubles per row, sent into the matching ghost column.
      double *a = p.allocate<double>(span), *b = p.allocate<double>(span);
      for (size_t i = 0; i < span; ++i)
        a[i] = me * 1e9 + double(i);
      std::vector<rel::Tuple> t(n);
      for (size_t i = 0; i < n; ++i)
        t[i] = {int64_t(strided ? i * stride : i),
                int64_t(strided ? i * stride : i)};
      auto words = rel::encodeTuples(t, rel::Encoding::DMRLE);
      im::TransferSpec s;
      s.id = id++;
      s.elemSize = 8;
      s.sendBase = a;
      s.recvBase = b;
      s.sends.push_back({peer, rel::EncodedView(words.data(), words.size())});
      s.recvs.push_back({peer, rel::EncodedView(words.data(), words.size())});
      im::Transfer x(p, s);
      // Enough exchanges per repetition to fill ~4 ms (~40 in full mode),
      // calibrated by doubling until a batch takes a measurable time.
      double budget = quick ? 0.004 : 0.04;
      x.run();
      long batch = 1;
      double once = 0;
      for (;;) {
        p.barrier();
        double t0 = rt::wallSeconds();
        for (long i = 0; i < batch; ++i)
          x.run();
        double dt = rt::wallSeconds() - t0;
        p.reduce(rt::Op::Max, rt::Type::Double, &dt, 1);
        if (dt > 0.002 || batch >= (1L << 20)) {
          once = dt / batch;
          break;
        }
        batch *= 2;
      }
      long iters =
          std::max(3L, std::min(1L << 20, long(budget / std::max(once, 1e-8))));
      Packing pack(p, rel::EncodedView(words.data(), words.size()), a, b, bytes,
                   peer);
      pack.run();
      std::vector<double> mbps, packed;
      auto timed = [&](auto &&exchange, std::vector<double> &out) {
        p.barrier();
        double t1 = rt::wallSeconds();
        for (long i = 0; i < iters; ++i)
          exchange();
        double dt = rt::wallSeconds() - t1;
        p.reduce(rt::Op::Max, rt::Type::Double, &dt, 1);
        out.push_back(double(bytes) * iters / dt / 1e6);
      };
      for (int r = 0; r < reps; ++r) {
        timed([&] { x.run(); }, mbps);
        timed([&] { pack.run(); }, packed);
      }
      bool ok = b[0] == peer * 1e9 &&
                b[strided ? (n - 1) * stride : n - 1] ==
                    peer * 1e9 + double(strided ? (n - 1) * stride : n - 1);
      if (me == 0)
        std::printf(
            "JSON {\"binding\": \"%s\", \"bytes\": %zu, \"pattern\": \"%s\", "
            "\"stride_elements\": %d, \"mbps\": %.1f, \"best_mbps\": %.1f, "
            "\"packing_mbps\": %.1f, \"best_packing_mbps\": %.1f, "
            "\"ratio_vs_packing\": %.3f, "
            "\"repetitions\": %d, \"exchanges_per_repetition\": %ld, "
            "\"verified\": %s}\n",
            p.bindingName(), bytes, pattern, strided ? stride : 1, median(mbps),
            *std::max_element(mbps.begin(), mbps.end()), median(packed),
            *std::max_element(packed.begin(), packed.end()),
            median(mbps) / median(packed), reps, iters, ok ? "true" : "false");
      std::fflush(stdout);
      x.release();
      p.deallocate(a);
      p.deallocate(b);
    }
  }
}

} // namespace

int main(int argc, char **argv) {
  rt::Program prog;
  prog.name = "ironman_bench";
  prog.config = {
      {"bench", rt::Type::String, "overhead", "overhead or halo"},
      {"quick", rt::Type::Bool, "false",
       "a short run (under a minute for everything)"},
      {"transfers", rt::Type::Int64, "1000000", "overhead: transfers in all"},
      {"reps", rt::Type::Int32, "7", "repetitions (the median is reported)"},
      {"stride", rt::Type::Int32, "8",
       "halo: doubles between strided elements"},
  };
  prog.body = [](rt::Proc &p) {
    printMeta(p);
    std::string which = p.configString(0);
    bool quick = p.configBool(1);
    int reps = std::max(5, int(p.configInt(3)));
    if (which == "overhead")
      overhead(p, quick && !p.configGiven(2) ? 100000 : long(p.configInt(2)),
               reps);
    else if (which == "halo")
      halo(p, quick, quick && !p.configGiven(3) ? 5 : reps, int(p.configInt(4)));
    else
      p.halt("unknown benchmark `" + which + "`: expected overhead or halo");
    (void)isMpi;
  };
  return rt::run(prog, argc, argv);
}
