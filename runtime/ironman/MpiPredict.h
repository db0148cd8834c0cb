// Message prediction in the `mpi` binding (issue 13 section 1; the paper is
// ../shared/papers/message-prediction-receive-side.txt).
//
// - Transfers: after each DN, a Single-cycle predictor over the processor's
//   receive stream names the next receives; the transfers they belong to post
//   them at once, for their next use (predict::ReceivePlanner). A packed
//   receive lands in the transfer's own buffer (no copy added); a receive
//   straight into the array cannot land there before DR (the program may
//   still read it), so it is staged, and DR either copies the staged message
//   (it had arrived: the copy MPI would have made from its unexpected queue)
//   or, if it is small, at DN; a large one not yet arrived is cancelled and
//   the direct receive posted.
// - Exchanges (remaps by data): the receiver posts a receive of the predicted
//   size (predict::ExchangeSize) before any size is known; the size
//   all-to-all is gone. A larger message comes in two parts.
//
// ZPL_PREDICT=1 turns it on (off by default: not measurably faster here);
// ZPL_PREDICT_FORCE_MISS=1 turns it on with every prediction made wrong
// (tests); ZPL_PREDICT_STATS=1 prints, at the end, the
// counts summed over processors, with the messages that arrived before
// their receive was posted as Open MPI's MPI_T variable
// pml_ob1_unexpected_msgq_length shows them.
#pragma once

#include "runtime/ironman/Binding.h"
#include "runtime/predict/Prepost.h"

#include <mpi.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace zpl::im {

// A failed MPI call ends the program with its message.
inline void check(int rc, const char *what) {
  if (rc != MPI_SUCCESS) {
    char msg[MPI_MAX_ERROR_STRING];
    int len = 0;
    MPI_Error_string(rc, msg, &len);
    rt::detail::fatal(std::string(what) + " failed: " + std::string(msg, len));
  }
}

struct PredictConfig {
  bool on = false, forceMiss = false, stats = false;
  size_t ahead = 8;
  static PredictConfig fromEnv();
};

// Early arrivals: the unexpected queue's length for a peer, read before and
// after posting a receive from it, drops by one when the receive matched a
// message already there. Unavailable (counts stay 0) without MPI_T or the
// ob1 variable.
class UnexpectedCounter {
public:
  UnexpectedCounter(MPI_Comm comm, int procs);
  ~UnexpectedCounter();
  bool available() const { return handle_ != MPI_T_PVAR_HANDLE_NULL; }
  // Runs post() (which posts receives from `peer`) and counts early arrivals.
  template <class F> void around(int peer, F post) {
    if (!available())
      return post();
    uint64_t before = read(peer);
    post();
    uint64_t after = read(peer);
    if (before > after)
      count += before - after;
  }
  uint64_t count = 0;

private:
  uint64_t read(int peer);
  MPI_T_pvar_session session_ = MPI_T_PVAR_SESSION_NULL;
  MPI_T_pvar_handle handle_ = MPI_T_PVAR_HANDLE_NULL;
  MPI_Comm comm_;
  std::vector<unsigned> values_;
  bool initialized_ = false;
};

struct ExchangeCounters {
  uint64_t messages = 0, sizeHits = 0, sizeMisses = 0;
};

// The all-to-all exchange with predicted sizes (see above). sizeTo[r] and
// sizeFrom[r] hold the histories of this processor's messages to and from r.
void predictedAlltoallv(MPI_Comm comm, int rank, int procs,
                        const std::vector<std::vector<char>> &send,
                        std::vector<std::vector<char>> *recv,
                        std::vector<predict::ExchangeSize> &sizeTo,
                        std::vector<predict::ExchangeSize> &sizeFrom,
                        UnexpectedCounter *unexpected, ExchangeCounters &c);

// The binding's prediction state, one per processor.
struct Prediction {
  Prediction(const PredictConfig &cfg, MPI_Comm xfer, MPI_Comm coll, int procs);
  // Prints the ZPL_PREDICT_STATS line on processor 0 (collective).
  void report(MPI_Comm comm, int rank);
  // The tag of a transfer built with `id`. A receive posted early for a
  // transfer's next use stays posted until it is released; a transfer
  // rebuilt under the same id (Ironman.h allows it once the peers are done
  // with the old one) must not have its messages matched by it, so each
  // build of an id gets its own tag. Every processor builds a transfer id
  // as often as its peers do, so the tags agree.
  int tagFor(int id, int tagUb);
  std::map<int, int> builds;
  PredictConfig cfg;
  predict::ReceivePlanner planner;
  std::vector<predict::ExchangeSize> sizeTo, sizeFrom;
  ExchangeCounters exchange;
  std::unique_ptr<UnexpectedCounter> xferUnexpected, collUnexpected;
};

} // namespace zpl::im
