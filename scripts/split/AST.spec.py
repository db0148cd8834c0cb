# scripts/split-class.py spec: frontend/AST.h -> frontend/ast/*.h + frontend/AST.h,
# split at its section banners. Each part includes the one before it and
# frontend/AST.h (the last) still declares the whole tree, so its users are
# unchanged.
mode = 'sections'
src = 'frontend/AST.h'
nsOpen = 'namespace zpl {\nnamespace ast {\n'
nsClose = '} // namespace ast\n} // namespace zpl\n'
parts = [
    ('frontend/ast/Node.h', None,
     '// The AST\'s common ground: the kind of every node, the Node base class,\n'
     '// and the owning pointers the node classes hold one another by. The node\n'
     '// classes follow by section (frontend/ast/*.h); frontend/AST.h includes them\n'
     '// all and says how the tree is designed.\n'),
    ('frontend/ast/Decls.h', 'Declarations',
     '// AST: declarations (anything a name can refer to) and type expressions.\n'),
    ('frontend/ast/Exprs.h', 'Expressions',
     '// AST: expressions, including region and direction literals and derived\n'
     '// regions.\n'),
    ('frontend/ast/Stmts.h', 'Statements',
     '// AST: statements.\n'),
    ('frontend/AST.h', 'The translation unit', None),
]
# The first part's leading comment replaces the original's, which moves to
# the last part (frontend/AST.h, the header everyone includes).
