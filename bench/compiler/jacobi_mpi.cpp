// Hand-written MPI Jacobi with the decomposition zplc's default grid gives
// two processors: blocks of ceil(n/P) rows, each with one ghost row above
// and below, exchanged with non-blocking point-to-point messages.
#include <mpi.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, procs;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &procs);
  long n = 2048, iters = 100;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "-sn=", 4)) n = std::atol(argv[i] + 4);
    if (!std::strncmp(argv[i], "-siters=", 8)) iters = std::atol(argv[i] + 8);
  }
  // Global rows 0..n+1 are split in blocks like HPF BLOCK over the whole
  // index space (borders included), as zplc's layouts do.
  const long rows = n + 2, block = (rows + procs - 1) / procs;
  const long first = std::min(rows, rank * block), last = std::min(rows, first + block) - 1;
  const long mine = last - first + 1, w = n + 2;
  std::vector<double> A((mine + 2) * w, 0.0), T((mine + 2) * w, 0.0);
  auto at = [&](long g) { return (g - first + 1) * w; }; // offset of global row g
  if (n + 1 >= first && n + 1 <= last)
    for (long j = 1; j <= n; ++j)
      A[at(n + 1) + j] = 1.0;
  const long lo = std::max(1L, first), hi = std::min(n, last);
  double err = 0;
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime();
  for (long it = 0; it < iters; ++it) {
    MPI_Request req[4];
    int nreq = 0;
    if (rank > 0) {
      MPI_Irecv(&A[at(first - 1)], (int)w, MPI_DOUBLE, rank - 1, 0, MPI_COMM_WORLD, &req[nreq++]);
      MPI_Isend(&A[at(first)], (int)w, MPI_DOUBLE, rank - 1, 1, MPI_COMM_WORLD, &req[nreq++]);
    }
    if (rank < procs - 1) {
      MPI_Irecv(&A[at(last + 1)], (int)w, MPI_DOUBLE, rank + 1, 1, MPI_COMM_WORLD, &req[nreq++]);
      MPI_Isend(&A[at(last)], (int)w, MPI_DOUBLE, rank + 1, 0, MPI_COMM_WORLD, &req[nreq++]);
    }
    MPI_Waitall(nreq, req, MPI_STATUSES_IGNORE);
    for (long i = lo; i <= hi; ++i) {
      const double *a = &A[at(i)];
      double *t = &T[at(i)];
      for (long j = 1; j <= n; ++j)
        t[j] = (a[j - w] + a[j + 1] + a[j + w] + a[j - 1]) / 4.0;
    }
    double local = -INFINITY;
    for (long i = lo; i <= hi; ++i)
      for (long j = 1; j <= n; ++j)
        local = std::max(local, std::fabs(A[at(i) + j] - T[at(i) + j]));
    MPI_Allreduce(&local, &err, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    for (long i = lo; i <= hi; ++i)
      std::memcpy(&A[at(i) + 1], &T[at(i) + 1], n * sizeof(double));
  }
  double secs = MPI_Wtime() - t0;
  if (rank == 0)
    std::printf("err: %.12f\nseconds: %.6f\n", err, secs);
  MPI_Finalize();
}
