/* Loaded with LD_PRELOAD into a zplc program (test/exec/mpi-windows.test):
   counts the MPI windows each rank makes, through MPI's profiling
   interface, and prints the count when the program finalizes MPI. */
#include <mpi.h>
#include <stdio.h>

static int windows;

int MPI_Win_allocate_shared(MPI_Aint size, int unit, MPI_Info info, MPI_Comm comm,
                            void *base, MPI_Win *win) {
  ++windows;
  return PMPI_Win_allocate_shared(size, unit, info, comm, base, win);
}

int MPI_Win_allocate(MPI_Aint size, int unit, MPI_Info info, MPI_Comm comm, void *base,
                     MPI_Win *win) {
  ++windows;
  return PMPI_Win_allocate(size, unit, info, comm, base, win);
}

int MPI_Win_create(void *base, MPI_Aint size, int unit, MPI_Info info, MPI_Comm comm,
                   MPI_Win *win) {
  ++windows;
  return PMPI_Win_create(base, size, unit, info, comm, win);
}

int MPI_Finalize(void) {
  int rank = 0;
  PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
  fprintf(stderr, "rank %d made %d windows\n", rank, windows);
  return PMPI_Finalize();
}
