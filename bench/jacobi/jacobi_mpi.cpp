// Hand-written MPI Jacobi: the multi-processor peer of the code zplc generates
// for jacobi_bench.zpl (and, with -siters=0, for examples/jacobi.zpl).
//
// Decomposition: the one zplc's default grid gives a 2-D program on P
// processors when P is prime (P = 2 in the benchmark), grid [P, 1]: the index
// space of the aligned regions, rows and columns 0..n+1 (BigR, borders
// included), is cut into HPF BLOCK chunks of ceil((n+2)/P) rows; columns are
// not distributed. Each rank stores its rows plus one ghost row above and
// below. Per sweep: exchange the ghost rows (interior columns 1..n, as the
// halo of `A@north` / `A@south` over [R]) with MPI_Irecv/MPI_Isend, then the
// loops of jacobi_serial.cpp (jacobi_sweeps.h) over the owned interior rows,
// with MPI_Allreduce(MAX) for err. The final interior sum is combined in rank
// order (MPI_Allgather, then a fold), as zplc's runtime does, so the printed
// result is bit-identical to the generated program at the same P.
//
// Timing mirrors the generated program: each rank starts a local clock where
// the ZPL program calls ResetTimer() (after the arrays are initialised, no
// barrier) and rank 0 prints its own CheckTimer() value.
//
// Flags: as jacobi_serial.cpp (-sn=, -siters=, -sdelta=; others ignored).
#include <mpi.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <vector>

#include "jacobi_sweeps.h"

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, procs;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &procs);
  long n = 2048, iters = 100;
  double delta = 0.001;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "-sn=", 4))
      n = std::atol(argv[i] + 4);
    else if (!std::strncmp(argv[i], "-siters=", 8))
      iters = std::atol(argv[i] + 8);
    else if (!std::strncmp(argv[i], "-sdelta=", 8))
      delta = std::atof(argv[i] + 8);
  }

  const long w = n + 2, rows = n + 2, block = (rows + procs - 1) / procs;
  const long first = std::min(rows, rank * block);          // first owned global row
  const long last = std::min(rows, first + block) - 1;      // last owned global row
  const long mine = std::max(0L, last - first + 1);
  const long lo = std::max(1L, first), hi = std::min(n, last); // owned interior rows
  // Local row k (0..mine+1) holds global row first-1+k.
  std::vector<double> a((mine + 2) * w, 0.0), t((mine + 2) * w, 0.0);
  double *A = a.data(), *T = t.data();
  auto row = [&](double *base, long g) { return base + (g - first + 1) * w; };
  if (mine > 0 && n + 1 >= first && n + 1 <= last)
    for (long j = 1; j <= n; ++j)
      row(A, n + 1)[j] = 1.0;
  // Neighbours that own rows; a rank with no rows (tiny n) takes no part.
  const int up = (mine > 0 && rank > 0) ? rank - 1 : MPI_PROC_NULL;
  const int down = (mine > 0 && last < rows - 1) ? rank + 1 : MPI_PROC_NULL;

  double err = 0;
  long done = 0;
  const bool converge = iters <= 0;
  const double t0 = MPI_Wtime();
  while (converge || done < iters) {
    MPI_Request req[4];
    MPI_Irecv(row(A, first - 1) + 1, (int)n, MPI_DOUBLE, up, 0, MPI_COMM_WORLD, &req[0]);
    MPI_Irecv(row(A, last + 1) + 1, (int)n, MPI_DOUBLE, down, 1, MPI_COMM_WORLD, &req[1]);
    MPI_Isend(row(A, first) + 1, (int)n, MPI_DOUBLE, up, 1, MPI_COMM_WORLD, &req[2]);
    MPI_Isend(row(A, last) + 1, (int)n, MPI_DOUBLE, down, 0, MPI_COMM_WORLD, &req[3]);
    MPI_Waitall(4, req, MPI_STATUSES_IGNORE);

    const long r = hi - lo + 1; // owned interior rows (may be none)
    if (r > 0)
      stencil(row(A, lo), row(T, lo), w, r, n);
    double local = r > 0 ? maxDiff(row(A, lo), row(T, lo), w, r, n)
                         : -std::numeric_limits<double>::infinity();
    MPI_Allreduce(&local, &err, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    if (r > 0)
      copyBack(row(A, lo), row(T, lo), w, r, n);
    ++done;
    if (converge && err < delta)
      break;
  }
  const double secs = MPI_Wtime() - t0;

  double local = hi >= lo ? interiorSum(row(A, lo), w, hi - lo + 1, n) : 0.0;
  std::vector<double> parts(procs);
  MPI_Allgather(&local, 1, MPI_DOUBLE, parts.data(), 1, MPI_DOUBLE, MPI_COMM_WORLD);
  double total = 0.0;
  for (double v : parts)
    total += v;

  if (rank == 0) {
    std::printf("iterations: %9ld \n", done);
    if (converge)
      std::printf("error: %.6f\ninterior sum: %.6f\n", err, total);
    else
      std::printf("error: %.12f\ninterior sum: %.9f\nseconds: %.6f\n", err, total, secs);
  }
  MPI_Finalize();
  return 0;
}
