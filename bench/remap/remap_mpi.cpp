// The same gather as remap_bench.zpl written by hand with MPI_Alltoallv:
// X, Y and P are block distributed like zplc's 1-D BLOCK (chunks of
// ceil(n/P)); every repetition groups the requested indices by owner,
// exchanges the counts and the requests, and the owners answer with the
// values in a second MPI_Alltoallv. With -sreuse=1 the schedule (owners,
// counts, the owners' offsets) is built once, in the first repetition, and
// later repetitions only exchange values: the work zplc does while the
// index array is unchanged. usage: remap_mpi [-sn=N] [-sreps=R] [-sreuse=0|1]
#include <mpi.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, procs;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &procs);
  long long n = 200000, reps = 20;
  bool reuse = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "-sn=", 4))
      n = std::atoll(argv[i] + 4);
    if (!std::strncmp(argv[i], "-sreps=", 7))
      reps = std::atoll(argv[i] + 7);
    if (!std::strncmp(argv[i], "-sreuse=", 8))
      reuse = std::atoll(argv[i] + 8) != 0;
  }
  const long long chunk = (n + procs - 1) / procs;
  const long long lo = rank * chunk + 1, hi = std::min(n, lo + chunk - 1);
  const long long count = hi >= lo ? hi - lo + 1 : 0;
  std::vector<double> X(count), Y(count);
  std::vector<long long> P(count);
  for (long long i = lo; i <= hi; ++i) {
    X[i - lo] = i * 0.5;
    P[i - lo] = (i * 7919 + 13) % n + 1;
  }
  std::vector<int> sc(procs), sd(procs), rc(procs), rd(procs), owner(count);
  std::vector<long long> req, in;
  std::vector<double> rep, vals;
  std::vector<long long> off; // reuse: owner-side offsets of the requests
  std::vector<int> fill;
  int total = 0, rtotal = 0;
  // Both start together: remap_bench.zpl reduces a value over every
  // processor before it starts its clock.
  MPI_Barrier(MPI_COMM_WORLD);
  double start = MPI_Wtime();
  for (long long k = 0; k < reps; ++k) {
    if (reuse && k > 0) {
      for (int j = 0; j < rtotal; ++j)
        rep[j] = X[off[j]];
      MPI_Alltoallv(rep.data(), rc.data(), rd.data(), MPI_DOUBLE, vals.data(), sc.data(),
                    sd.data(), MPI_DOUBLE, MPI_COMM_WORLD);
      fill = sd;
      for (long long i = 0; i < count; ++i)
        Y[i] = vals[fill[owner[i]]++];
      continue;
    }
    std::fill(sc.begin(), sc.end(), 0);
    for (long long i = 0; i < count; ++i)
      ++sc[owner[i] = int((P[i] - 1) / chunk)];
    total = 0;
    for (int q = 0; q < procs; ++q)
      sd[q] = total, total += sc[q];
    req.resize(total);
    fill = sd;
    for (long long i = 0; i < count; ++i)
      req[fill[owner[i]]++] = P[i];
    MPI_Alltoall(sc.data(), 1, MPI_INT, rc.data(), 1, MPI_INT, MPI_COMM_WORLD);
    rtotal = 0;
    for (int q = 0; q < procs; ++q)
      rd[q] = rtotal, rtotal += rc[q];
    in.resize(rtotal);
    MPI_Alltoallv(req.data(), sc.data(), sd.data(), MPI_LONG_LONG, in.data(), rc.data(),
                  rd.data(), MPI_LONG_LONG, MPI_COMM_WORLD);
    rep.resize(rtotal);
    off.resize(rtotal);
    for (int j = 0; j < rtotal; ++j)
      rep[j] = X[off[j] = in[j] - lo];
    vals.resize(total);
    MPI_Alltoallv(rep.data(), rc.data(), rd.data(), MPI_DOUBLE, vals.data(), sc.data(),
                  sd.data(), MPI_DOUBLE, MPI_COMM_WORLD);
    fill = sd;
    for (long long i = 0; i < count; ++i)
      Y[i] = vals[fill[owner[i]]++];
  }
  double t = MPI_Wtime() - start;
  double local = 0, chk = 0;
  for (double y : Y)
    local += y;
  MPI_Reduce(&local, &chk, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    std::printf("seconds: %.6f\nchecksum: %.1f\n", t, chk);
  MPI_Finalize();
  return 0;
}
