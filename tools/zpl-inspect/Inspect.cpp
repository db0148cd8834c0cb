// The clang half of zpl-inspect: AST matchers find the IRONMAN calls and the
// relations zplc embedded; a forward data-flow over each function's CFG checks
// the calls' protocol. Kept in one file: clang headers are slow to compile.
#include "tools/zpl-inspect/Inspect.h"

#include "codegen/Escape.h"
#include "runtime/relations/Relations.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Analysis/CFG.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>


// The program's name of a generated C++ identifier (`z_A` is `A`), so that
// reports speak the language of the .zpl file.
static std::string zplName(const std::string &cpp) {
  std::optional<std::string> n = zpl::codegen::irNameOf(cpp);
  return n ? *n : cpp;
}
namespace zpl::inspect {

using namespace clang;
using namespace clang::ast_matchers;

namespace {

const char *const kCalls[] = {"DR", "SR", "DN", "SV"};
int callIndex(llvm::StringRef n) {
  for (int i = 0; i < 4; ++i)
    if (n == kCalls[i])
      return i;
  return -1;
}

// Keeps clang's errors instead of printing them.
class Collector : public DiagnosticConsumer {
public:
  std::vector<std::string> errors;
  void HandleDiagnostic(DiagnosticsEngine::Level level, const clang::Diagnostic &info) override {
    if (level < DiagnosticsEngine::Error)
      return;
    llvm::SmallString<256> msg;
    info.FormatDiagnostic(msg);
    std::string at;
    if (info.hasSourceManager() && info.getLocation().isValid()) {
      PresumedLoc p = info.getSourceManager().getPresumedLoc(info.getLocation());
      if (p.isValid())
        at = std::string(p.getFilename()) + ":" + std::to_string(p.getLine()) + ":" +
             std::to_string(p.getColumn()) + ": ";
    }
    errors.push_back(at + "error: " + std::string(msg.str()));
  }
};

bool isZplArray(QualType t) {
  t = t.getNonReferenceType();
  while (const clang::ArrayType *a = t->getAsArrayTypeUnsafe())
    t = a->getElementType();
  const CXXRecordDecl *rd = t->getAsCXXRecordDecl();
  return rd && rd->getQualifiedNameAsString() == "zplc::Array";
}

bool isMethodOf(const FunctionDecl *f, const char *cls) {
  const auto *m = dyn_cast_or_null<CXXMethodDecl>(f);
  return m && m->getParent()->getQualifiedNameAsString() == cls;
}

struct Site; // a transfer: the Site (or Transfer) object its calls go through

struct IronCall {
  const CXXMemberCallExpr *expr;
  int kind;
  const ValueDecl *site;
  const FunctionDecl *fn;
};

// What a function writes: member arrays, and the arrays passed as these
// parameters.
struct Summary {
  std::set<const ValueDecl *> fields;
  std::set<unsigned> params;
  bool operator==(const Summary &o) const { return fields == o.fields && params == o.params; }
};

class Analysis {
public:
  Analysis(ASTContext &ctx, Report &report) : ctx_(ctx), sm_(ctx.getSourceManager()), r_(report) {
    markers();
  }

  void run() {
    collectCalls();
    collectFunctions();
    for (const auto &fn : functions_)
      aliases(fn->getBody());
    summaries();
    buildTransfers();
    for (const FunctionDecl *fn : callFns_)
      checkFunction(fn);
    for (auto &t : r_.transfers)
      std::sort(t.overlaps.begin(), t.overlaps.end(), [](const Overlap &a, const Overlap &b) {
        return std::tie(a.fromAt.line, a.toAt.line) < std::tie(b.fromAt.line, b.toAt.line);
      });
  }

private:
  ASTContext &ctx_;
  SourceManager &sm_;
  Report &r_;
  std::vector<unsigned> zplOfLine_;         // nearest `// line N` at or above
  std::vector<unsigned> markerLines_;       // C++ lines holding a marker
  std::vector<IronCall> calls_;
  std::map<const Stmt *, const IronCall *> callOf_;
  std::vector<const FunctionDecl *> functions_; // defined in the main file
  std::vector<const FunctionDecl *> callFns_;   // those with IRONMAN calls
  std::map<const VarDecl *, const ValueDecl *> alias_;
  std::map<const FunctionDecl *, Summary> summary_;
  std::map<const ValueDecl *, size_t> transferOf_; // site -> r_.transfers index
  std::map<const ValueDecl *, std::pair<const ValueDecl *, const ValueDecl *>> arrays_; // src, dst
  std::map<std::tuple<unsigned, unsigned, std::string>, size_t> seen_;

  // ------------------------------------------------------------ locations
  Where where(SourceLocation loc) const {
    Where w;
    if (loc.isInvalid())
      return w;
    loc = sm_.getExpansionLoc(loc);
    w.line = sm_.getExpansionLineNumber(loc);
    w.col = sm_.getExpansionColumnNumber(loc);
    w.zplLine = w.line < zplOfLine_.size() ? zplOfLine_[w.line] : 0;
    return w;
  }

  // Comments are not in the AST: the `// line N:` markers zplc writes above
  // every statement are read from the file's text.
  void markers() {
    llvm::StringRef text = sm_.getBufferData(sm_.getMainFileID());
    unsigned line = 1, current = 0;
    zplOfLine_.assign(2, 0);
    size_t pos = 0;
    while (pos <= text.size()) {
      size_t end = text.find('\n', pos);
      if (end == llvm::StringRef::npos)
        end = text.size();
      llvm::StringRef l = text.slice(pos, end).trim();
      if (line == 1 && l.consume_front("// Generated by zplc from ")) {
        size_t dot = l.rfind(". Do not edit");
        r_.zplFile = std::string(l.substr(0, dot));
      }
      unsigned n = 0;
      if (l.consume_front("// line ") && !l.consumeInteger(10, n)) {
        current = n;
        markerLines_.push_back(line);
      }
      zplOfLine_.resize(line + 2, 0);
      zplOfLine_[line] = current;
      ++line;
      pos = end + 1;
    }
  }

  std::string lineText(unsigned line) const {
    llvm::StringRef text = sm_.getBufferData(sm_.getMainFileID());
    size_t pos = 0;
    for (unsigned l = 1; l < line && pos != llvm::StringRef::npos; ++l)
      pos = text.find('\n', pos) == llvm::StringRef::npos ? llvm::StringRef::npos
                                                          : text.find('\n', pos) + 1;
    if (pos == llvm::StringRef::npos)
      return "";
    return std::string(text.substr(pos, text.find('\n', pos) - pos));
  }

  // ------------------------------------------------------------- matching
  void collectCalls() {
    auto m = cxxMemberCallExpr(
                 isExpansionInMainFile(),
                 callee(cxxMethodDecl(hasAnyName("DR", "SR", "DN", "SV"),
                                      ofClass(cxxRecordDecl(hasName("::zpl::im::Transfer"))))),
                 forCallable(functionDecl().bind("fn")))
                 .bind("call");
    for (const BoundNodes &b : match(translationUnitDecl(forEachDescendant(m)), ctx_)) {
      const auto *call = b.getNodeAs<CXXMemberCallExpr>("call");
      const auto *fn = b.getNodeAs<FunctionDecl>("fn");
      IronCall c{call, callIndex(call->getMethodDecl()->getName()), siteOf(call), fn};
      if (!c.site)
        continue;
      calls_.push_back(c);
      if (std::find(callFns_.begin(), callFns_.end(), fn) == callFns_.end())
        callFns_.push_back(fn);
    }
    std::sort(calls_.begin(), calls_.end(), [&](const IronCall &a, const IronCall &b) {
      return sm_.isBeforeInTranslationUnit(a.expr->getBeginLoc(), b.expr->getBeginLoc());
    });
    for (const IronCall &c : calls_)
      callOf_[c.expr] = &c;
  }

  // `xN_.prepare(...).DR()`, `xN_.current().SR()`, or a Transfer object.
  static const ValueDecl *declOf(const Expr *e) {
    e = e->IgnoreParenImpCasts();
    if (const auto *me = dyn_cast<MemberExpr>(e))
      return me->getMemberDecl();
    if (const auto *dr = dyn_cast<DeclRefExpr>(e))
      return dr->getDecl();
    return nullptr;
  }
  static const CXXMemberCallExpr *siteCall(const CXXMemberCallExpr *call) {
    const auto *inner = dyn_cast<CXXMemberCallExpr>(call->getImplicitObjectArgument()->IgnoreParenImpCasts());
    if (inner && isMethodOf(inner->getMethodDecl(), "zplc::Site"))
      return inner;
    return nullptr;
  }
  static const ValueDecl *siteOf(const CXXMemberCallExpr *call) {
    if (const CXXMemberCallExpr *inner = siteCall(call))
      return declOf(inner->getImplicitObjectArgument());
    return declOf(call->getImplicitObjectArgument());
  }

  void collectFunctions() {
    for (const BoundNodes &b :
         match(translationUnitDecl(forEachDescendant(
                   functionDecl(isDefinition(), isExpansionInMainFile()).bind("fn"))),
               ctx_)) {
      const auto *fn = b.getNodeAs<FunctionDecl>("fn");
      if (fn->getBody())
        functions_.push_back(fn);
    }
  }

  // ------------------------------------------------------ arrays and writes
  // The array an expression's storage belongs to: `A.data`, `A.row(i)`,
  // `U[l].data`, a pointer initialised from one of them, an array parameter.
  const ValueDecl *arrayOf(const Expr *e) const {
    for (int guard = 0; e && guard < 64; ++guard) {
      e = e->IgnoreParenImpCasts();
      if (const auto *me = dyn_cast<MemberExpr>(e)) {
        if (isa<FieldDecl>(me->getMemberDecl()) && isZplArray(me->getMemberDecl()->getType()) &&
            isa<CXXThisExpr>(me->getBase()->IgnoreParenImpCasts()))
          return me->getMemberDecl();
        e = me->getBase();
      } else if (const auto *as = dyn_cast<ArraySubscriptExpr>(e)) {
        e = as->getBase();
      } else if (const auto *mc = dyn_cast<CXXMemberCallExpr>(e)) {
        e = mc->getImplicitObjectArgument();
      } else if (const auto *oc = dyn_cast<CXXOperatorCallExpr>(e)) {
        e = oc->getNumArgs() ? oc->getArg(0) : nullptr;
      } else if (const auto *uo = dyn_cast<UnaryOperator>(e)) {
        e = uo->getSubExpr();
      } else if (const auto *bo = dyn_cast<BinaryOperator>(e)) {
        if (!bo->isAdditiveOp())
          return nullptr;
        e = bo->getLHS()->getType()->isPointerType() ? bo->getLHS() : bo->getRHS();
      } else if (const auto *dr = dyn_cast<DeclRefExpr>(e)) {
        const auto *vd = dyn_cast<VarDecl>(dr->getDecl());
        if (!vd)
          return nullptr;
        auto it = alias_.find(vd);
        if (it != alias_.end())
          return it->second;
        return isZplArray(vd->getType()) ? vd : nullptr;
      } else {
        return nullptr;
      }
    }
    return nullptr;
  }

  // Pointers and references initialised from an array's storage.
  void aliases(const Stmt *s) {
    if (!s)
      return;
    if (const auto *ds = dyn_cast<DeclStmt>(s))
      for (const Decl *d : ds->decls())
        if (const auto *vd = dyn_cast<VarDecl>(d))
          if (vd->getInit() && (vd->getType()->isPointerType() || vd->getType()->isReferenceType()))
            if (const ValueDecl *a = arrayOf(vd->getInit()))
              alias_[vd] = a;
    for (const Stmt *c : s->children())
      aliases(c);
  }

  // The arrays one CFG element writes (not counting its sub-expressions).
  std::set<const ValueDecl *> writes(const Stmt *s) const {
    std::set<const ValueDecl *> w;
    auto add = [&](const Expr *e) {
      if (const ValueDecl *a = arrayOf(e))
        w.insert(a);
    };
    if (const auto *bo = dyn_cast<BinaryOperator>(s)) {
      if (bo->isAssignmentOp())
        add(bo->getLHS());
    } else if (const auto *uo = dyn_cast<UnaryOperator>(s)) {
      if (uo->isIncrementDecrementOp())
        add(uo->getSubExpr());
    } else if (const auto *oc = dyn_cast<CXXOperatorCallExpr>(s)) {
      if (oc->isAssignmentOp() && oc->getNumArgs())
        add(oc->getArg(0));
    } else if (const auto *call = dyn_cast<CallExpr>(s)) {
      const FunctionDecl *f = call->getDirectCallee();
      if (f && (isMethodOf(f, "zplc::Site") || isMethodOf(f, "zpl::im::Transfer")))
        return w;
      auto it = f ? summary_.find(f->getCanonicalDecl()) : summary_.end();
      if (it != summary_.end()) {
        w.insert(it->second.fields.begin(), it->second.fields.end());
        for (unsigned i : it->second.params)
          if (i < call->getNumArgs())
            add(call->getArg(i));
        return w;
      }
      for (unsigned i = 0; i < call->getNumArgs(); ++i) {
        QualType pt = f && i < f->getNumParams() ? f->getParamDecl(i)->getType()
                                                 : call->getArg(i)->getType();
        bool mut = (pt->isPointerType() && !pt->getPointeeType().isConstQualified()) ||
                   (pt->isLValueReferenceType() && !pt.getNonReferenceType().isConstQualified());
        if (mut)
          add(call->getArg(i));
      }
      // A non-const method of the array itself that returns nothing
      // (allocate, declare) changes it.
      if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call))
        if (const CXXMethodDecl *md = mc->getMethodDecl())
          if (!md->isConst() && md->getReturnType()->isVoidType() &&
              isZplArray(mc->getImplicitObjectArgument()->getType()))
            add(mc->getImplicitObjectArgument());
    }
    return w;
  }

  void summarize(const Stmt *s, const FunctionDecl *fn, Summary &out) const {
    if (!s)
      return;
    for (const ValueDecl *a : writes(s)) {
      if (isa<FieldDecl>(a))
        out.fields.insert(a);
      else if (const auto *pv = dyn_cast<ParmVarDecl>(a))
        if (pv->getDeclContext() == fn)
          out.params.insert(pv->getFunctionScopeIndex());
    }
    for (const Stmt *c : s->children())
      summarize(c, fn, out);
  }

  // Calls to the program's own procedures write what their bodies write:
  // iterated to a fixed point for procedures calling one another.
  void summaries() {
    for (int round = 0; round < 32; ++round) {
      bool changed = false;
      for (const FunctionDecl *fn : functions_) {
        Summary s;
        summarize(fn->getBody(), fn, s);
        Summary &old = summary_[fn->getCanonicalDecl()];
        if (!(s == old)) {
          old = s;
          changed = true;
        }
      }
      if (!changed)
        return;
    }
  }

  std::string spelled(const Expr *e) const {
    return std::string(Lexer::getSourceText(CharSourceRange::getTokenRange(e->getSourceRange()), sm_,
                                            ctx_.getLangOpts()));
  }

  // ------------------------------------------------------------ transfers
  std::vector<Loop> loopsAround(const Stmt *s) const {
    std::vector<Loop> loops;
    DynTypedNodeList parents = ctx_.getParents(*s);
    while (!parents.empty()) {
      const Stmt *p = parents[0].get<Stmt>();
      if (!p)
        break;
      Loop l;
      if (const auto *f = dyn_cast<ForStmt>(p)) {
        l.kind = "for";
        if (const auto *c = dyn_cast_or_null<BinaryOperator>(f->getCond()))
          if (const ValueDecl *v = declOf(c->getLHS()))
            l.var = zplName(v->getNameAsString());
      } else if (isa<CXXForRangeStmt>(p)) {
        l.kind = "for";
      } else if (isa<WhileStmt>(p)) {
        l.kind = "while";
      } else if (isa<DoStmt>(p)) {
        l.kind = "do";
      }
      if (!l.kind.empty()) {
        l.at = where(p->getBeginLoc());
        loops.insert(loops.begin(), l);
      }
      parents = ctx_.getParents(*p);
    }
    return loops;
  }

  // zplc's `{ // t5: A -> B over [R], for line 12` above a DR.
  void readComment(const CXXMemberCallExpr *dr, Transfer &t) const {
    DynTypedNodeList parents = ctx_.getParents(*dr);
    while (!parents.empty() && !parents[0].get<CompoundStmt>() && parents[0].get<Stmt>())
      parents = ctx_.getParents(*parents[0].get<Stmt>());
    const CompoundStmt *block = parents.empty() ? nullptr : parents[0].get<CompoundStmt>();
    if (!block)
      return;
    std::string text = lineText(where(block->getLBracLoc()).line);
    llvm::StringRef l(text);
    size_t at = l.find("// " + t.name + ": ");
    if (at == llvm::StringRef::npos)
      return;
    l = l.substr(at + 5 + t.name.size()).trim();
    size_t fl = l.rfind(", for line ");
    if (fl != llvm::StringRef::npos) {
      unsigned n = 0;
      if (!l.substr(fl + 11).getAsInteger(10, n))
        t.zplLine = n;
      l = l.substr(0, fl);
    }
    t.description = std::string(l);
  }

  const InitListExpr *initOf(const Expr *e) const {
    e = e->IgnoreParenImpCasts();
    if (const auto *uo = dyn_cast<UnaryOperator>(e))
      e = uo->getSubExpr()->IgnoreParenImpCasts();
    const auto *dr = dyn_cast<DeclRefExpr>(e);
    const auto *vd = dr ? dyn_cast<VarDecl>(dr->getDecl()) : nullptr;
    if (!vd || !vd->getInit())
      return nullptr;
    return dyn_cast<InitListExpr>(vd->getInit()->IgnoreParenImpCasts());
  }

  bool evalInt(const Expr *e, int64_t &v) const {
    Expr::EvalResult res;
    if (!e || !e->EvaluateAsInt(res, ctx_))
      return false;
    v = res.Val.getInt().getExtValue();
    return true;
  }

  // `&kEmbeddedN`: the key (processor grid first) and the encoded pairs.
  void decodeEmbedded(const Expr *arg, Transfer &t) const {
    const InitListExpr *emb = initOf(arg);
    if (!emb || emb->getNumInits() < 4)
      return;
    t.embedded = true;
    if (const InitListExpr *key = initOf(emb->getInit(0))) {
      int64_t dims = 0, procs = 1, g = 0;
      if (key->getNumInits() && evalInt(key->getInit(0), dims) && dims >= 0 &&
          (unsigned)dims < key->getNumInits()) {
        for (int64_t k = 1; k <= dims; ++k)
          procs *= evalInt(key->getInit(k), g) ? g : 0;
        t.procs = int(procs);
      }
    }
    int64_t closed = 0, enc = -1;
    if (emb->getNumInits() >= 6 && evalInt(emb->getInit(4), closed) && closed) {
      t.closedForm = true;
      if (evalInt(emb->getInit(5), enc) && enc >= 0 && enc <= int64_t(rel::Encoding::NRLE))
        t.closedEncoding = rel::encodingName(rel::Encoding(enc));
      return;
    }
    const InitListExpr *pairs = initOf(emb->getInit(2));
    int64_t count = 0;
    if (!pairs || !evalInt(emb->getInit(3), count))
      return;
    for (unsigned i = 0; i < pairs->getNumInits() && i < count; ++i) {
      const auto *p = dyn_cast<InitListExpr>(pairs->getInit(i)->IgnoreParenImpCasts());
      int64_t s = 0, d = 0;
      if (!p || p->getNumInits() < 4 || !evalInt(p->getInit(0), s) || !evalInt(p->getInit(1), d))
        continue;
      const InitListExpr *rel = initOf(p->getInit(2));
      std::vector<uint64_t> words;
      for (unsigned k = 0; rel && k < rel->getNumInits(); ++k) {
        Expr::EvalResult res;
        if (rel->getInit(k)->EvaluateAsInt(res, ctx_))
          words.push_back(res.Val.getInt().getZExtValue());
      }
      Pair pr;
      pr.src = int(s);
      pr.dst = int(d);
      try {
        rel::EncodedView v(words.data(), words.size());
        pr.encoding = rel::encodingName(v.encoding());
        pr.elements = v.count();
        pr.encodedBytes = v.byteSize();
      } catch (const std::exception &) {
        pr.encoding = "invalid";
        pr.encodedBytes = words.size() * 8;
      }
      t.pairs.push_back(pr);
    }
  }

  void buildTransfers() {
    for (const IronCall &c : calls_) {
      auto it = transferOf_.find(c.site);
      if (it == transferOf_.end()) {
        Transfer t;
        std::string n = c.site->getNameAsString();
        // zplc names transfer N's site xN_.
        unsigned id = 0;
        llvm::StringRef sr(n);
        if (sr.size() > 2 && sr.front() == 'x' && sr.back() == '_' &&
            !sr.drop_front().drop_back().getAsInteger(10, id))
          t.name = "t" + std::to_string(id);
        else
          t.name = n;
        it = transferOf_.emplace(c.site, r_.transfers.size()).first;
        r_.transfers.push_back(t);
      }
      Transfer &t = r_.transfers[it->second];
      Call call;
      call.kind = kCalls[c.kind];
      call.function = c.fn->getNameAsString();
      if (const auto *m = dyn_cast<CXXMethodDecl>(c.fn))
        call.function = m->getParent()->getNameAsString() + "::" + call.function;
      call.at = where(c.expr->getExprLoc());
      call.loops = loopsAround(c.expr);
      t.calls.push_back(call);
      const CXXMemberCallExpr *prep = siteCall(c.expr);
      if (prep && prep->getMethodDecl()->getName() == "prepare" && prep->getNumArgs() >= 7) {
        readComment(c.expr, t);
        arrays_[c.site] = {arrayOf(prep->getArg(3)), arrayOf(prep->getArg(4))};
        const auto &[sa, da] = arrays_[c.site];
        t.src = zplName(sa ? sa->getNameAsString() : spelled(prep->getArg(3)));
        t.dst = zplName(da ? da->getNameAsString() : spelled(prep->getArg(4)));
        int64_t es = 0;
        if (evalInt(prep->getArg(5), es))
          t.elemSize = uint64_t(es);
        const Expr *emb = prep->getArg(6)->IgnoreParenImpCasts();
        if (isa<CXXNullPtrLiteralExpr>(emb) || isa<GNUNullExpr>(emb))
          t.runtime = true;
        else if (t.pairs.empty())
          decodeEmbedded(emb, t);
      }
    }
    for (Transfer &t : r_.transfers)
      if (!t.zplLine)
        for (const Call &c : t.calls)
          if (c.kind == "DN")
            t.zplLine = nextMarker(c.at.line);
  }

  // The ZPL statement a DN serves is the next one in the C++.
  unsigned nextMarker(unsigned line) const {
    for (unsigned m : markerLines_)
      if (m > line)
        return zplOfLine_[m];
    return 0;
  }

  // ------------------------------------------------------- the protocol
  // Per transfer: the possible states (0 idle, 1 after DR, 2 after SR,
  // 3 after DN) with the call that led there.
  using States = std::set<std::pair<int, const IronCall *>>;
  using Env = std::map<const ValueDecl *, States>;

  void report(bool error, const Where &at, const std::string &msg) {
    auto key = std::make_tuple(at.line, at.col, msg);
    auto it = seen_.find(key);
    if (it != seen_.end()) {
      r_.diagnostics[it->second].error &= error;
      return;
    }
    seen_[key] = r_.diagnostics.size();
    r_.diagnostics.push_back({error, at, msg});
  }

  std::string tname(const ValueDecl *site) const {
    auto it = transferOf_.find(site);
    return it == transferOf_.end() ? site->getNameAsString() : r_.transfers[it->second].name;
  }
  Where callWhere(const IronCall *c) const {
    Where w = where(c->expr->getExprLoc());
    auto it = transferOf_.find(c->site);
    if (it != transferOf_.end() && r_.transfers[it->second].zplLine)
      w.zplLine = r_.transfers[it->second].zplLine;
    return w;
  }

  // One element's effect on the state; `diagnose` on the final pass.
  void step(const Stmt *s, Env &env, bool diagnose) {
    auto ic = callOf_.find(s);
    if (ic != callOf_.end()) {
      const IronCall *c = ic->second;
      States &st = env[c->site];
      if (st.empty())
        st.insert({0, nullptr});
      int want = c->kind; // the state this call must find
      size_t bad = 0;
      for (auto &[state, last] : st)
        bad += state != want;
      if (diagnose && bad) {
        std::set<int> wrong;
        for (auto &[state, last] : st)
          if (state != want)
            wrong.insert(state);
        for (int state : wrong) {
          std::string msg = "`" + std::string(kCalls[c->kind]) + "` of transfer `" + tname(c->site);
          if (state > want)
            msg += "` issued again before the transfer completed (its `" +
                   std::string(kCalls[state]) + "` is next)";
          else
            msg += "` before its `" + std::string(kCalls[state]) + "`";
          report(bad == st.size(), callWhere(c), msg + (bad < st.size() ? " on some paths" : ""));
        }
      }
      if (diagnose && c->kind == 2)
        for (auto &[state, last] : st)
          if (state == 2 && last)
            overlap(last, c);
      if (diagnose && c->kind == 3)
        for (auto &[state, last] : st)
          if (state == 3 && last)
            overlap(last, c);
      st = {{(c->kind + 1) % 4, c}};
      return;
    }
    std::set<const ValueDecl *> w = writes(s);
    if (w.empty() || !diagnose)
      return;
    for (auto &[site, st] : env) {
      auto ar = arrays_.find(site);
      if (ar == arrays_.end())
        continue;
      for (int side = 0; side < 2; ++side) {
        const ValueDecl *a = side ? ar->second.second : ar->second.first;
        if (!a || !w.count(a))
          continue;
        // The source must stay unchanged from SR to SV, the destination
        // untouched by the program from DR to DN.
        size_t inflight = 0;
        for (auto &[state, last] : st)
          inflight += side ? (state == 1 || state == 2) : (state == 2 || state == 3);
        if (!inflight)
          continue;
        Where at = where(s->getBeginLoc());
        report(inflight == st.size(), at,
               "writes `" + zplName(a->getNameAsString()) + "`, the " + (side ? "destination" : "source") +
                   " of transfer `" + tname(site) + "`, between its " +
                   (side ? "`DR` and `DN`" : "`SR` and `SV`") +
                   (inflight < st.size() ? " on some paths" : ""));
      }
    }
  }

  static void merge(Env &into, const Env &from, bool &changed) {
    for (auto &[site, st] : from) {
      States &d = into[site];
      size_t n = d.size();
      d.insert(st.begin(), st.end());
      changed |= d.size() != n;
    }
  }

  void checkFunction(const FunctionDecl *fn) {
    CFG::BuildOptions bo;
    bo.setAllAlwaysAdd();
    std::unique_ptr<CFG> cfg = CFG::buildCFG(fn, fn->getBody(), &ctx_, bo);
    if (!cfg)
      return;
    std::map<const CFGBlock *, Env> in;
    Env entry;
    for (const IronCall &c : calls_)
      if (c.fn == fn)
        entry[c.site] = {{0, nullptr}};
    in[&cfg->getEntry()] = entry;
    std::vector<const CFGBlock *> work = {&cfg->getEntry()};
    auto flow = [&](const CFGBlock *b, bool diagnose) {
      Env env = in[b];
      for (const CFGElement &e : *b)
        if (auto cs = e.getAs<CFGStmt>())
          step(cs->getStmt(), env, diagnose);
      return env;
    };
    while (!work.empty()) {
      const CFGBlock *b = work.back();
      work.pop_back();
      Env out = flow(b, false);
      // A path that ends in a call that does not return (a halt) never
      // reaches the function's end.
      bool noreturn = b->hasNoReturnElement();
      for (const CFGBlock *succ : b->succs()) {
        if (!succ || (noreturn && succ == &cfg->getExit()))
          continue;
        bool fresh = !in.count(succ), changed = fresh;
        merge(in[succ], out, changed);
        if (changed)
          work.push_back(succ);
      }
    }
    for (const CFGBlock *b : *cfg)
      if (in.count(b))
        flow(b, true);
    auto ex = in.find(&cfg->getExit());
    if (ex == in.end())
      return;
    for (auto &[site, st] : ex->second) {
      size_t pending = 0;
      for (auto &[state, last] : st)
        pending += state != 0;
      for (auto &[state, last] : st)
        if (state != 0 && last)
          report(pending == st.size(), callWhere(last),
                 "transfer `" + tname(site) + "` is still pending when `" + fn->getNameAsString() +
                     "` returns: no `" + kCalls[state] + "` follows this `" + kCalls[last->kind] +
                     "`" + (pending < st.size() ? " on some paths" : ""));
    }
  }

  // -------------------------------------------------------------- overlap
  const Stmt *parentStmt(const Stmt *s) const {
    DynTypedNodeList p = ctx_.getParents(*s);
    return p.empty() ? nullptr : p[0].get<Stmt>();
  }

  bool holdsIronman(const Stmt *s) const {
    if (callOf_.count(s))
      return true;
    for (const Stmt *c : s->children())
      if (c && holdsIronman(c))
        return true;
    return false;
  }

  // Statements of the innermost block holding both calls, strictly between
  // them; a statement that is only IRONMAN calls (no ZPL statement marker
  // inside) is not work.
  void overlap(const IronCall *from, const IronCall *to) {
    Overlap o;
    o.from = kCalls[from->kind];
    o.to = kCalls[to->kind];
    o.fromAt = callWhere(from);
    o.toAt = callWhere(to);
    std::vector<const Stmt *> up;
    for (const Stmt *s = from->expr; s; s = parentStmt(s))
      up.push_back(s);
    const Stmt *prevB = to->expr;
    const CompoundStmt *common = nullptr;
    for (const Stmt *s = to->expr; s; prevB = s, s = parentStmt(s)) {
      auto at = std::find(up.begin(), up.end(), s);
      if (at != up.end() && isa<CompoundStmt>(s)) {
        common = cast<CompoundStmt>(s);
        const Stmt *prevA = at == up.begin() ? from->expr : *(at - 1);
        bool counting = false;
        for (const Stmt *c : common->body()) {
          if (c == prevB)
            break;
          if (counting) {
            Where b = where(c->getBeginLoc()), e = where(c->getEndLoc());
            bool marker = std::any_of(markerLines_.begin(), markerLines_.end(),
                                      [&](unsigned m) { return m >= b.line - 1 && m <= e.line; });
            if (!holdsIronman(c) || marker)
              ++o.statements;
          }
          if (c == prevA)
            counting = true;
        }
        break;
      }
    }
    if (o.fromAt.line < o.toAt.line)
      for (unsigned m : markerLines_)
        if (m > o.fromAt.line && m < o.toAt.line &&
            std::find(o.zplLines.begin(), o.zplLines.end(), zplOfLine_[m]) == o.zplLines.end())
          o.zplLines.push_back(zplOfLine_[m]);
    Transfer &t = r_.transfers[transferOf_.at(from->site)];
    for (const Overlap &x : t.overlaps)
      if (x.fromAt.line == o.fromAt.line && x.toAt.line == o.toAt.line)
        return;
    t.overlaps.push_back(o);
  }
};

} // namespace

std::vector<std::string> defaultIncludeDirs() { return {ZPLC_SOURCE_DIR}; }

Report inspect(const std::string &code, const std::string &fileName,
               const std::vector<std::string> &includeDirs) {
  Report report;
  report.file = fileName;
  std::vector<std::string> args = {"-std=c++17", "-w", "-resource-dir=" CLANG_RESOURCE_DIR_FOR_ZPLC};
  for (const std::string &d : includeDirs)
    args.push_back("-I" + d);
  Collector collector;
  std::unique_ptr<ASTUnit> ast = tooling::buildASTFromCodeWithArgs(
      code, args, fileName, "zpl-inspect", std::make_shared<PCHContainerOperations>(),
      tooling::getClangStripDependencyFileAdjuster(), tooling::FileContentMappings(), &collector);
  if (!ast || !collector.errors.empty()) {
    report.compileErrors = collector.errors;
    if (report.compileErrors.empty())
      report.compileErrors.push_back(fileName + ": error: clang could not parse the file");
    return report;
  }
  Analysis(ast->getASTContext(), report).run();
  std::sort(report.diagnostics.begin(), report.diagnostics.end(),
            [](const Diagnostic &a, const Diagnostic &b) {
              return std::tie(a.at.line, a.at.col, a.message) < std::tie(b.at.line, b.at.col, b.message);
            });
  return report;
}

} // namespace zpl::inspect
