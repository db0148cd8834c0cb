// Internal: the `threads` binding's shared world and per-thread binding.
#pragma once

#include "runtime/ironman/Binding.h"

#include <atomic>
#include <map>
#include <mutex>
#include <utility>

namespace zpl::im {

class ThreadsWorld {
public:
  explicit ThreadsWorld(int procs);
  ~ThreadsWorld();
  int procs() const { return procs_; }

  struct SharedTransfer;
  // The shared half of transfer `id`'s `generation`-th build; the first
  // processor to arrive creates it.
  std::shared_ptr<SharedTransfer> join(int id, uint64_t generation);
  void barrier(bool &sense);

private:
  friend class ThreadsBinding;
  int procs_;
  alignas(64) std::atomic<int> arrived_{0};
  alignas(64) std::atomic<bool> sense_{false};
  std::vector<const void *> slots_;
  std::vector<size_t> sizes_;
  std::mutex registryMutex_;
  std::map<std::pair<int, uint64_t>, std::shared_ptr<SharedTransfer>> registry_;
  std::map<std::pair<int, uint64_t>, int> pendingJoins_;
};

class ThreadsBinding final : public Binding {
public:
  ThreadsBinding(ThreadsWorld &world, int rank);
  const char *name() const override { return "threads"; }
  void barrier() override;
  void allgather(const void *mine, size_t bytes, void *all) override;
  void broadcast(void *data, size_t bytes, int root) override;
  void groupBroadcast(void *data, size_t bytes, int root) override;
  void gather(const void *mine, size_t bytes, int root,
              std::vector<std::vector<char>> *all) override;
  void alltoallv(const std::vector<std::vector<char>> &send,
                 std::vector<std::vector<char>> *recv) override;
  void alltoallvKnown(const std::vector<std::vector<char>> &send, char *recv,
                      const size_t *recvBytes) override;
  void *allocate(size_t bytes) override;
  void deallocate(void *p) override;
  std::unique_ptr<TransferImpl> makeTransfer(rt::ProcCore &proc,
                                             Resolved spec) override;
  [[noreturn]] void abortAll(int code) override;

private:
  ThreadsWorld &world_;
  bool sense_ = false;
  std::map<int, uint64_t> generations_;
};

} // namespace zpl::im
