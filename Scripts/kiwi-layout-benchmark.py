#!/usr/bin/python3
"""Lays out a layout document with kiwi (kiwisolver, the Cassowary solver) and times it, to set beside
`typescale layout` on the same documents (Benchmarks/Layout/README.md).

Usage (from the package root; Debian's python3-kiwisolver, so the system Python):
    /usr/bin/python3 Scripts/kiwi-layout-benchmark.py DOC.json [--independent DOC2.json] [--runs N]
        [--frames OUT.json] [--order document|tree] [--strengths linear|ranked] [--check-unique]
        [--alternate TYPESCALE]

What is timed (time.perf_counter; median, min and max over N runs, 15 unless told; the garbage collector off while
a run is timed, as timeit does):
(a) one solver with every constraint of DOC: kiwi Variables and Constraints made from the document's constraints
    (already read and resolved into linear expressions, which is not timed), a Solver, addConstraint for each, and
    updateVariables. The part from Solver() on is printed too ("solver").
(b) the same for DOC2, the --independent document, when given.
(c) a hand split of DOC, a table: one solver per row (the row's own constraints and the intrinsic-size ones of its
    views, with the row's width held to the root's by a required constraint), and the rows' places from the root's
    constraints (top == root.top + c, top == previous.bottom + c, leading, trailing, root.bottom == row.bottom)
    worked out in Python. Its frames are checked against (a)'s.
(d) a width re-solve: DOC in one solver with the root's size.width replaced by an edit variable (strength strong) at
    390; then suggestValue 375 and updateVariables, suggestValue 390 and updateVariables, each timed on its own.
    Also for DOC2 when given. --edit-setup says how the solver is made (not timed): swap (the default), (a)'s solver
    with the edit variable added and then size.width removed; first, the edit variable added before the constraints;
    last, after them. kiwi's time depends on it, and first and last can take minutes to build for big tables whose
    positions depend on the width (without the required width, every such row is carried in terms of it).

--alternate TYPESCALE: only (a), each run followed by `TYPESCALE layout DOC --format json` as a fresh process, timed
from start to exit; prints both medians and their ratio (the two measured in the same minutes, on a VM whose speed
drifts).

Semantics are UIKit's, as Sources/AutoLayout lays a document out: every view has x, y, width and height in its
superview's coordinates (the root only width and height, its origin being (0, 0)); a constraint `first relation
multiplier × second + constant` holds in the coordinates of its items' nearest common ancestor, where a view's own
edges are 0 and its width or height; leading and trailing are left and right, and right to left the constraints
that use them hold in the mirror image (x′ = the common ancestor's width − x); margin attributes are the edges inset
by the view's layoutMargins or directionalLayoutMargins (8 on each side unless told, plus safeAreaInsets when
insetsLayoutMarginsFromSafeArea, the default); firstBaseline and lastBaseline are top + the offset (top and bottom
without offsets); an intrinsic size (W, H) adds width <= W at the hugging priority and width >= W at the compression
resistance priority (250 and 750 unless told), the same for the height; `size` adds required width and height.

Priorities (UIKit orders them; kiwi weighs them): 1000 is strength.required; p below 1000 is the weight p, that is
strength.create(0, 0, p) (kiwi's weak is 1, medium 1,000, strong 1,000,000). --strengths ranked weighs the distinct
priorities below 1000 in the documents by rank instead, evenly on a log scale from 1 to 100,000 (below strong, the
width re-solve's edit variable): 1, 316 and 100,000 for three. That is nearer to priorities in order, so a document
whose frames differ between the two depends on how priorities are weighed. --check-unique pulls each variable up and
down in turn at weight 0.001 (below any priority) and lists those that move: nothing decides them.

--order: the order constraints are given to the solver, which kiwi's time depends on. document (the default): each
view's size and intrinsic-size constraints, views in order, then the document's constraints in order. tree: as
Sources/AutoLayout's LayoutEngine gives them to its solver: views depth first, each view's size and intrinsic-size
constraints and then those whose items' nearest common ancestor it is (for a table, the root's row placements first).

--frames OUT.json writes (a)'s frames: {"view id": {"x", "y", "width", "height"}}, in superview coordinates.
Not read from documents: autoresizing masks and frames (views laid out by their frames).
"""

import argparse
import gc
import json
import platform
import statistics
import sys
import time

import kiwisolver as kiwi

ATTRIBUTES = [
    "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "lastBaseline",
    "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin",
    "centerXWithinMargins", "centerYWithinMargins",
]
HORIZONTAL = {"left", "right", "leading", "trailing", "width", "centerX", "leftMargin", "rightMargin", "leadingMargin",
              "trailingMargin", "centerXWithinMargins"}
DIMENSIONS = {"width", "height"}
DIRECTIONAL = {"leading", "trailing", "leadingMargin", "trailingMargin"}
ABSOLUTE = {"left", "right", "leftMargin", "rightMargin"}
WITHOUT_MARGIN = {"leftMargin": "left", "rightMargin": "right", "topMargin": "top", "bottomMargin": "bottom",
                  "leadingMargin": "leading", "trailingMargin": "trailing", "centerXWithinMargins": "centerX",
                  "centerYWithinMargins": "centerY"}
VIEW_KEYS = {"id", "parent", "size", "intrinsicContentSize", "contentHuggingPriority",
             "contentCompressionResistancePriority", "baselineOffsets", "layoutMargins", "directionalLayoutMargins",
             "safeAreaInsets", "insetsLayoutMarginsFromSafeArea", "isHidden", "translatesAutoresizingMaskIntoConstraints",
             "frame", "autoresizingMask"}
CONSTRAINT_KEYS = {"id", "first", "relation", "second", "multiplier", "constant", "priority"}
REQUIRED = 1000
TOLERANCE = 1e-6


class DocumentError(Exception):
    pass


# MARK: - The document


def clamped(priority):
    """A priority as UIKit takes it: 1 to 1000."""
    return min(max(priority, 1), REQUIRED)


class View:
    def __init__(self, spec):
        self.id = spec["id"]
        self.parent_id = spec.get("parent")
        self.parent = None
        self.children = []
        size = spec.get("size", {})
        self.fixed_width, self.fixed_height = size.get("width"), size.get("height")
        intrinsic = spec.get("intrinsicContentSize", {})
        self.intrinsic_width, self.intrinsic_height = intrinsic.get("width"), intrinsic.get("height")
        hugging = spec.get("contentHuggingPriority", {})
        self.hugging = (clamped(hugging.get("horizontal", 250)), clamped(hugging.get("vertical", 250)))
        resistance = spec.get("contentCompressionResistancePriority", {})
        self.resistance = (clamped(resistance.get("horizontal", 750)), clamped(resistance.get("vertical", 750)))
        baselines = spec.get("baselineOffsets")
        self.baselines = (baselines["first"], baselines["last"]) if baselines else None
        self.layout_margins = spec.get("layoutMargins")
        self.directional_margins = spec.get("directionalLayoutMargins")
        self.safe_area = spec.get("safeAreaInsets", {})
        self.margins_from_safe_area = spec.get("insetsLayoutMarginsFromSafeArea", True)
        self.margins = None  # left, top, right, bottom, resolved for the direction by Document

    def variables(self):
        """The keys of its variables: (id, x), (id, y), (id, width), (id, height); the root has no x and y."""
        own = [] if self.parent is None else [(self.id, "x"), (self.id, "y")]
        return own + [(self.id, "width"), (self.id, "height")]


class Document:
    """A layout document, its views in a tree."""

    def __init__(self, path):
        with open(path) as file:
            data = json.load(file)
        self.path = path
        self.name = data.get("name", "")
        self.direction = data.get("layoutDirection", "leftToRight")
        if self.direction not in ("leftToRight", "rightToLeft"):
            raise DocumentError(f"layoutDirection '{self.direction}': leftToRight or rightToLeft")
        self.views = []
        self.by_id = {}
        for spec in data["views"]:
            unknown = set(spec) - VIEW_KEYS
            if unknown:
                raise DocumentError(f"view {spec.get('id')}: unknown keys {sorted(unknown)}")
            if spec.get("translatesAutoresizingMaskIntoConstraints") or "frame" in spec or "autoresizingMask" in spec:
                raise DocumentError(f"view {spec['id']}: frames and autoresizing masks are not read by this runner")
            view = View(spec)
            if view.id in self.by_id:
                raise DocumentError(f"a second view '{view.id}'")
            self.views.append(view)
            self.by_id[view.id] = view
        roots = [view for view in self.views if view.parent_id is None]
        if len(roots) != 1:
            raise DocumentError("one view, the root, must have no parent")
        self.root = roots[0]
        for view in self.views:
            if view.parent_id is not None:
                view.parent = self.by_id[view.parent_id]
                view.parent.children.append(view)
            view.margins = self.resolved_margins(view)
        self.constraints = data.get("constraints", [])
        for constraint in self.constraints:
            unknown = set(constraint) - CONSTRAINT_KEYS
            if unknown:
                raise DocumentError(f"constraint {constraint.get('id')}: unknown keys {sorted(unknown)}")

    def resolved_margins(self, view):
        """(left, top, right, bottom): the margins for the direction, from the safe area when they are measured so."""
        if view.directional_margins is not None:
            margins = view.directional_margins
            leading, trailing = margins.get("leading", 0), margins.get("trailing", 0)
            left, right = (trailing, leading) if self.direction == "rightToLeft" else (leading, trailing)
            top, bottom = margins.get("top", 0), margins.get("bottom", 0)
        elif view.layout_margins is not None:
            margins = view.layout_margins
            left, top = margins.get("left", 0), margins.get("top", 0)
            right, bottom = margins.get("right", 0), margins.get("bottom", 0)
        else:
            left = top = right = bottom = 8
        if view.margins_from_safe_area:
            safe = view.safe_area
            left, top = left + safe.get("left", 0), top + safe.get("top", 0)
            right, bottom = right + safe.get("right", 0), bottom + safe.get("bottom", 0)
        return left, top, right, bottom

    def reference(self, text, constraint):
        """'VIEW.ATTRIBUTE', split at the last dot."""
        view_id, _, attribute = text.rpartition(".")
        if view_id not in self.by_id or attribute not in ATTRIBUTES:
            raise DocumentError(f"constraint {constraint.get('id')}: '{text}' is not a view's attribute")
        return self.by_id[view_id], attribute

    def row_of(self, view):
        """The child of the root that `view` is in (itself, when it is one); None for the root."""
        if view.parent is None:
            return None
        while view.parent.parent is not None:
            view = view.parent
        return view


def common_ancestor(a, b):
    chain = set()
    view = a
    while view is not None:
        chain.add(view.id)
        view = view.parent
    view = b
    while view.id not in chain:
        view = view.parent
    return view


# MARK: - Constraints as linear expressions


class Linear:
    """sum(coefficient × variable) + constant  op  0, at a priority; `row` is the child of the root it belongs to
    (None: the root's own, the table's), `name` the constraint's id or what the engine calls an implied one, `kind`
    where it comes from: "document", "intrinsic" (an intrinsic-size inequality) or "size" (a view's size)."""

    __slots__ = ("name", "terms", "constant", "op", "priority", "row", "kind")

    def __init__(self, name, terms, constant, op, priority, row, kind):
        self.name, self.terms, self.constant, self.op, self.priority, self.row, self.kind = \
            name, terms, constant, op, priority, row, kind

    def value(self, values):
        return sum(coefficient * values[key] for key, coefficient in self.terms.items()) + self.constant

    def error(self, values):
        """How far from holding it is, for the solved values."""
        value = self.value(values)
        if self.op == "==":
            return abs(value)
        return max(0.0, value) if self.op == "<=" else max(0.0, -value)


def add(terms, key, coefficient):
    terms[key] = terms.get(key, 0) + coefficient


def attribute_expression(document, view, attribute, owner):
    """(terms, constant): `view.attribute` in the coordinates of `owner` (the view or one of its ancestors)."""
    right_to_left = document.direction == "rightToLeft"
    attribute = {"leading": "right" if right_to_left else "left",
                 "trailing": "left" if right_to_left else "right",
                 "leadingMargin": "rightMargin" if right_to_left else "leftMargin",
                 "trailingMargin": "leftMargin" if right_to_left else "rightMargin"}.get(attribute, attribute)
    inset_left = inset_top = inset_right = inset_bottom = 0
    if attribute in WITHOUT_MARGIN:
        inset_left, inset_top, inset_right, inset_bottom = view.margins
        attribute = WITHOUT_MARGIN[attribute]
    terms, constant = {}, 0.0
    width, height = (view.id, "width"), (view.id, "height")
    if attribute in DIMENSIONS:
        add(terms, width if attribute == "width" else height, 1)
        return terms, constant
    horizontal = attribute in HORIZONTAL
    # The view's origin in the owner's coordinates: its x (y) and its ancestors' below the owner.
    current = view
    while current is not owner:
        add(terms, (current.id, "x" if horizontal else "y"), 1)
        current = current.parent
    if attribute == "left":
        constant += inset_left
    elif attribute == "right":
        add(terms, width, 1)
        constant -= inset_right
    elif attribute == "centerX":
        add(terms, width, 0.5)
        constant += 0.5 * (inset_left - inset_right)
    elif attribute == "top":
        constant += inset_top
    elif attribute == "bottom":
        add(terms, height, 1)
        constant -= inset_bottom
    elif attribute == "centerY":
        add(terms, height, 0.5)
        constant += 0.5 * (inset_top - inset_bottom)
    elif attribute == "firstBaseline":
        if view.baselines:
            constant += view.baselines[0]
    elif attribute == "lastBaseline":
        if view.baselines:
            constant += view.baselines[1]
        else:
            add(terms, height, 1)
    return terms, constant


def check_rules(constraint, first_attribute, second_attribute):
    """UIKit's combination rules that keep a constraint meaningful."""
    name = constraint.get("id", constraint["first"])
    if second_attribute is None:
        if first_attribute not in DIMENSIONS:
            raise DocumentError(f"constraint {name}: a position against a constant")
        return
    if (first_attribute in DIMENSIONS) != (second_attribute in DIMENSIONS):
        raise DocumentError(f"constraint {name}: a size against a position")
    if first_attribute not in DIMENSIONS and (first_attribute in HORIZONTAL) != (second_attribute in HORIZONTAL):
        raise DocumentError(f"constraint {name}: positions on different axes")
    if {first_attribute, second_attribute} & DIRECTIONAL and {first_attribute, second_attribute} & ABSOLUTE:
        raise DocumentError(f"constraint {name}: leading or trailing with left or right")


def document_constraint(document, constraint):
    first_view, first_attribute = document.reference(constraint["first"], constraint)
    second_view = second_attribute = None
    if "second" in constraint:
        second_view, second_attribute = document.reference(constraint["second"], constraint)
    check_rules(constraint, first_attribute, second_attribute)
    owner = first_view if second_view is None else common_ancestor(first_view, second_view)
    mirrored = document.direction == "rightToLeft" and bool({first_attribute, second_attribute} & DIRECTIONAL)

    def side(view, attribute):
        terms, constant = attribute_expression(document, view, attribute, owner)
        if mirrored and attribute in HORIZONTAL and attribute not in DIMENSIONS:
            # In the mirror image: the owner's width − the position.
            terms = {key: -coefficient for key, coefficient in terms.items()}
            add(terms, (owner.id, "width"), 1)
            constant = -constant
        return terms, constant

    terms, constant = side(first_view, first_attribute)
    constant -= constraint.get("constant", 0)
    if second_view is not None:
        multiplier = constraint.get("multiplier", 1)
        second_terms, second_constant = side(second_view, second_attribute)
        for key, coefficient in second_terms.items():
            add(terms, key, -multiplier * coefficient)
        constant -= multiplier * second_constant
    terms = {key: coefficient for key, coefficient in terms.items() if coefficient != 0}
    op = constraint.get("relation", "==")
    if op not in ("==", "<=", ">="):
        raise DocumentError(f"constraint {constraint.get('id')}: relation '{op}'")
    priority = clamped(constraint.get("priority", REQUIRED))
    name = constraint.get("id") or f"{constraint['first']} {op} {constraint.get('second', '')}"
    return Linear(name, terms, constant, op, priority, document.row_of(owner), "document")


def implied_constraints(document, view):
    """The view's size constraints (required) and intrinsic-size inequalities, named as the engine names them."""
    row = document.row_of(view)
    result = []
    for axis, fixed, intrinsic, key in [(0, view.fixed_width, view.intrinsic_width, "width"),
                                        (1, view.fixed_height, view.intrinsic_height, "height")]:
        variable = {(view.id, key): 1}
        if fixed is not None:
            result.append(Linear(f"{view.id}.size.{key}", variable, -fixed, "==", REQUIRED, row, "size"))
        if intrinsic is not None:
            result.append(Linear(f"{view.id}.{key}.hugging", variable, -intrinsic, "<=", view.hugging[axis], row,
                                 "intrinsic"))
            result.append(Linear(f"{view.id}.{key}.compressionResistance", variable, -intrinsic, ">=",
                                 view.resistance[axis], row, "intrinsic"))
    return result


def linear_constraints(document, order):
    """Every constraint of the document as a Linear, in the order they are given to the solver:
    document: the views' implied constraints (size, intrinsic size) in the views' order, then the document's
              constraints in its order;
    tree: as Sources/AutoLayout's LayoutEngine adds them, the views depth first, each view's implied constraints and
          then those installed on it (its document constraints whose items' common ancestor it is)."""
    written = [document_constraint(document, constraint) for constraint in document.constraints]
    if order == "document":
        return [linear for view in document.views for linear in implied_constraints(document, view)] + written
    installed = {}
    for constraint, linear in zip(document.constraints, written):
        first, _ = document.reference(constraint["first"], constraint)
        owner = first
        if "second" in constraint:
            owner = common_ancestor(first, document.reference(constraint["second"], constraint)[0])
        installed.setdefault(owner.id, []).append(linear)
    result = []
    pending = [document.root]
    while pending:
        view = pending.pop()
        result += implied_constraints(document, view) + installed.get(view.id, [])
        pending += reversed(view.children)
    return result


# MARK: - kiwi


def strength_map(linears, kind):
    """priority → kiwi strength, for the priorities in `linears`."""
    priorities = sorted({linear.priority for linear in linears if linear.priority < REQUIRED})
    if kind == "linear":
        strengths = {p: kiwi.strength.create(0, 0, p) for p in priorities}
    else:
        step = 5 / max(len(priorities) - 1, 1)
        strengths = {p: 10 ** (step * rank) for rank, p in enumerate(priorities)}
    strengths[REQUIRED] = kiwi.strength.required
    return strengths


def make_kiwi(variable_keys, linears, strengths):
    """kiwi Variables for `variable_keys` and a kiwi Constraint for each Linear."""
    variables = {key: kiwi.Variable(f"{key[0]}.{key[1]}") for key in variable_keys}
    Term, Expression, Constraint = kiwi.Term, kiwi.Expression, kiwi.Constraint
    constraints = [
        Constraint(Expression([Term(variables[key], coefficient) for key, coefficient in linear.terms.items()],
                              linear.constant), linear.op, strengths[linear.priority])
        for linear in linears
    ]
    return variables, constraints


def solve(variable_keys, linears, strengths):
    """A solver with every constraint, solved: (variables, solver, seconds to make the kiwi objects, seconds from
    Solver() to updateVariables done)."""
    start = time.perf_counter()
    variables, constraints = make_kiwi(variable_keys, linears, strengths)
    made = time.perf_counter()
    solver = kiwi.Solver()
    for index, constraint in enumerate(constraints):
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            raise DocumentError(f"{linears[index].name} (required) cannot hold with the constraints before it")
    solver.updateVariables()
    end = time.perf_counter()
    return variables, solver, made - start, end - made


def all_variable_keys(document):
    return [key for view in document.views for key in view.variables()]


def values_of(variables):
    return {key: variable.value() for key, variable in variables.items()}


def frames_from(document, values):
    frames = {}
    for view in document.views:
        x = 0.0 if view.parent is None else values[(view.id, "x")]
        y = 0.0 if view.parent is None else values[(view.id, "y")]
        frames[view.id] = {"x": x, "y": y, "width": values[(view.id, "width")], "height": values[(view.id, "height")]}
    return frames


def largest_difference(frames, other):
    worst, where = 0.0, None
    for view_id, frame in frames.items():
        for key, value in frame.items():
            difference = abs(value - other[view_id][key])
            if difference > worst:
                worst, where = difference, f"{view_id}.{key}"
    return worst, where


# MARK: - The hand split


class TablePlan:
    """How the root places its rows, read from the root's own constraints: the hand split's part that a person writes
    once for a table (a row's top from root.top or from the row above, its leading and trailing from the root's, the
    root's bottom from a row's), left to right. `supported` is False when the root's constraints are anything else."""

    def __init__(self, document):
        self.rows = [view for view in document.views if view.parent is document.root]
        self.width = document.root.fixed_width
        self.top = {}         # row id → (None or the row above's id, constant)
        self.leading = {}     # row id → constant
        self.trailing = {}    # row id → constant
        self.bottom_row = None
        self.supported = document.direction == "leftToRight" and self.width is not None
        for constraint in document.constraints:
            first, first_attribute = document.reference(constraint["first"], constraint)
            if "second" not in constraint:
                if first is document.root:
                    self.supported = False  # the root's size other than by `size`
                continue
            second, second_attribute = document.reference(constraint["second"], constraint)
            if common_ancestor(first, second) is not document.root:
                continue
            shape = (first_attribute, second_attribute, second is document.root)
            plain = (constraint.get("relation", "==") == "==" and constraint.get("multiplier", 1) == 1
                     and constraint.get("priority", REQUIRED) == REQUIRED and first.parent is document.root)
            constant = constraint.get("constant", 0)
            if plain and shape == ("top", "top", True):
                self.top[first.id] = (None, constant)
            elif plain and shape == ("top", "bottom", False) and second.parent is document.root:
                self.top[first.id] = (second.id, constant)
            elif plain and shape == ("leading", "leading", True):
                self.leading[first.id] = constant
            elif plain and shape == ("trailing", "trailing", True):
                self.trailing[first.id] = constant
            elif (first is document.root and first_attribute == "bottom" and second_attribute == "bottom"
                  and constraint.get("relation", "==") == "==" and constraint.get("priority", REQUIRED) == REQUIRED
                  and constraint.get("multiplier", 1) == 1 and constant == 0):
                self.bottom_row = second.id
            else:
                self.supported = False
        ids = [row.id for row in self.rows]
        if self.supported and not all(row in self.top and row in self.leading and row in self.trailing for row in ids):
            self.supported = False
        order = {row: index for index, row in enumerate(ids)}
        if self.supported and any(above is not None and order[above] >= order[row]
                                  for row, (above, _) in self.top.items()):
            self.supported = False  # a row placed below a later one: not a table read top down
        if self.supported and document.root.fixed_height is None and self.bottom_row is None:
            self.supported = False


def hand_split(document, plan, row_parts, strengths):
    """Each row in its own solver, the rows placed in Python: (frames, seconds to make kiwi objects, total seconds)."""
    start = time.perf_counter()
    making = 0.0
    values = {(document.root.id, "width"): plan.width}
    for row, keys, linears in row_parts:
        before = time.perf_counter()
        variables, constraints = make_kiwi(keys, linears, strengths)
        making += time.perf_counter() - before
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.addConstraint(variables[(row.id, "width")] == plan.width + plan.trailing[row.id]
                             - plan.leading[row.id])
        solver.updateVariables()
        for key, variable in variables.items():
            values[key] = variable.value()
        above, constant = plan.top[row.id]
        values[(row.id, "x")] = plan.leading[row.id]
        values[(row.id, "y")] = constant + (0.0 if above is None
                                            else values[(above, "y")] + values[(above, "height")])
    if plan.bottom_row is not None:
        values[(document.root.id, "height")] = values[(plan.bottom_row, "y")] + values[(plan.bottom_row, "height")]
    else:
        values[(document.root.id, "height")] = document.root.fixed_height
    end = time.perf_counter()
    return frames_from(document, values), making, end - start


def rows_of(document, linears):
    """(row, its variables' keys, its constraints) for each child of the root; the row's own x and y are not among
    the variables (they appear in none of its constraints, which are in its coordinates)."""
    by_row = {}
    for linear in linears:
        if linear.row is not None:
            by_row.setdefault(linear.row.id, []).append(linear)
    parts = []
    for row in (view for view in document.views if view.parent is document.root):
        keys = [(row.id, "width"), (row.id, "height")]
        pending = list(row.children)
        while pending:
            view = pending.pop(0)
            keys += view.variables()
            pending += view.children
        row_linears = by_row.get(row.id, [])
        known = set(keys)
        assert all(key in known for linear in row_linears for key in linear.terms), row.id
        parts.append((row, keys, row_linears))
    return parts


# MARK: - The width re-solve


def width_resolve(document, linears, strengths, runs, setup):
    """Per suggest + update times (seconds), and the frames at 375 and back at 390. `setup` is how the root's width
    comes to be held by an edit variable instead of its required size.width:
    swap: every constraint added as in (a); then the edit variable at 390, and size.width removed;
    first: the edit variable at 390 in a new solver, then every constraint but size.width;
    last: every constraint but size.width, then the edit variable at 390."""
    root_width = (document.root.id, "width")
    sized = [index for index, linear in enumerate(linears) if linear.kind == "size" and root_width in linear.terms]
    if setup == "swap":
        variables, constraints = make_kiwi(all_variable_keys(document), linears, strengths)
    else:
        kept = [linear for index, linear in enumerate(linears) if index not in sized]
        variables, constraints = make_kiwi(all_variable_keys(document), kept, strengths)
    width = variables[root_width]
    solver = kiwi.Solver()
    if setup == "first":
        solver.addEditVariable(width, kiwi.strength.strong)
        solver.suggestValue(width, 390)
    for constraint in constraints:
        solver.addConstraint(constraint)
    if setup != "first":
        solver.addEditVariable(width, kiwi.strength.strong)
        solver.suggestValue(width, 390)
    if setup == "swap":
        for index in sized:
            solver.removeConstraint(constraints[index])
    solver.updateVariables()
    times = []
    narrow = None
    gc.collect()
    gc.disable()
    try:
        for _ in range(runs):
            for value in (375, 390):
                start = time.perf_counter()
                solver.suggestValue(width, value)
                solver.updateVariables()
                end = time.perf_counter()
                times.append(end - start)
                if value == 375 and narrow is None:
                    narrow = frames_from(document, values_of(variables))
    finally:
        gc.enable()
    return times, narrow, frames_from(document, values_of(variables))


# MARK: - Checks


def unmet(linears, values):
    """The constraints that do not hold, counted by priority."""
    counts = {}
    for linear in linears:
        if linear.error(values) > TOLERANCE:
            counts[linear.priority] = counts.get(linear.priority, 0) + 1
    return counts


def undecided(variables, solver):
    """The variables that a pull below every priority moves: nothing decides them."""
    pull = kiwi.strength.create(0, 0, 0.001)
    moved = []
    for key, variable in variables.items():
        value = variable.value()
        solver.addEditVariable(variable, pull)
        for target in (value + 100, value - 100):
            solver.suggestValue(variable, target)
            solver.updateVariables()
            if abs(variable.value() - value) > TOLERANCE:
                moved.append(f"{key[0]}.{key[1]}")
                break
        solver.removeEditVariable(variable)
        solver.updateVariables()
    return moved


# MARK: - Timing and the table


def timed(runs, function):
    """Runs `function` `runs` times, the collector off while each runs. `function` returns (value, seconds, …):
    the seconds of every run, and the last run's value."""
    measured = []
    value = None
    for _ in range(runs):
        value = None  # the last run's solver freed before the next is built
        gc.collect()
        gc.disable()
        try:
            value, *seconds = function()
        finally:
            gc.enable()
        measured.append(seconds)
    return measured, value


def spread(seconds):
    """'1,734.2 ms (1,700.1 … 1,800.3)': the median, min and max."""
    median = statistics.median(seconds)
    decimals = 3 if median < 0.001 else 2 if median < 0.01 else 1

    def ms(value):
        return f"{value * 1000:,.{decimals}f}"
    return f"{ms(median)} ms ({ms(min(seconds))} … {ms(max(seconds))})"


def describe(document, linears):
    def count(kind):
        return sum(1 for linear in linears if linear.kind == kind)
    return (f"{document.path} ({document.name}, {document.direction}): {len(document.views):,} views, "
            f"{len(all_variable_keys(document)):,} variables, {len(linears):,} constraints "
            f"({count('document'):,} in the document, {count('intrinsic'):,} intrinsic-size, {count('size'):,} size)")


def frames_rounded(frames):
    def tidy(value):
        value = round(value, 9)
        return 0.0 if value == 0 else value
    return {view: {key: tidy(value) for key, value in frame.items()} for view, frame in frames.items()}


def one_solver(label, document, linears, strengths, runs, rows):
    keys = all_variable_keys(document)
    def run():
        variables, solver, making, solving = solve(keys, linears, strengths)
        return (variables, solver), making, solving
    measured, (variables, solver) = timed(runs, run)
    rows.append((label, spread([making + solving for making, solving in measured]),
                 spread([solving for _, solving in measured])))
    return variables, solver


def alternate(arguments):
    """(a) and `typescale layout` in turn, --runs times each: their medians, minimums and ratios."""
    import subprocess
    document = Document(arguments.document)
    linears = linear_constraints(document, arguments.order)
    strengths = strength_map(linears, arguments.strengths)
    keys = all_variable_keys(document)
    kiwi_ms, typescale_ms = [], []
    for _ in range(arguments.runs):
        gc.disable()
        _, _, making, solving = solve(keys, linears, strengths)
        gc.enable()
        kiwi_ms.append((making + solving) * 1000)
        start = time.perf_counter()
        subprocess.run([arguments.alternate, "layout", arguments.document, "--format", "json"],
                       stdout=subprocess.DEVNULL, check=False)
        typescale_ms.append((time.perf_counter() - start) * 1000)
    print(f"{len(linears):,} constraints, {arguments.runs} alternated runs; median (min … max)")
    print(f"kiwi (a), one solver:              {statistics.median(kiwi_ms):,.1f} ms "
          f"({min(kiwi_ms):,.1f} … {max(kiwi_ms):,.1f})")
    print(f"typescale layout, whole process:   {statistics.median(typescale_ms):,.1f} ms "
          f"({min(typescale_ms):,.1f} … {max(typescale_ms):,.1f})")
    print(f"kiwi / typescale: {statistics.median(kiwi_ms) / statistics.median(typescale_ms):.1f}× (medians), "
          f"{min(kiwi_ms) / min(typescale_ms):.1f}× (minimums)")


def main():
    parser = argparse.ArgumentParser(description="Lays out a layout document with kiwi and times it.")
    parser.add_argument("document", help="a layout document (a chained table for the hand split)")
    parser.add_argument("--independent", metavar="DOC2.json", help="the same table with independent rows")
    parser.add_argument("--runs", type=int, default=15, help="how many times each is timed (15)")
    parser.add_argument("--frames", metavar="OUT.json", help="write the frames of DOC's one-solver layout here")
    parser.add_argument("--order", choices=["document", "tree"], default="document",
                        help="the order constraints are added in (document)")
    parser.add_argument("--strengths", choices=["linear", "ranked"], default="linear",
                        help="how priorities become kiwi weights (linear: p)")
    parser.add_argument("--edit-setup", choices=["swap", "first", "last"], default="swap",
                        help="how (d)'s solver comes to hold the root's width by an edit variable (swap)")
    parser.add_argument("--check-unique", action="store_true",
                        help="list the variables nothing decides (a pull on each in turn; slow for big documents)")
    parser.add_argument("--alternate", metavar="TYPESCALE",
                        help="only (a), each run followed by `TYPESCALE layout DOC --format json` as a fresh process "
                             "(timed from start to exit): the two side by side in the same minutes")
    arguments = parser.parse_args()
    if arguments.runs < 1:
        parser.error("--runs must be at least 1")
    if arguments.alternate:
        alternate(arguments)
        return

    document = Document(arguments.document)
    linears = linear_constraints(document, arguments.order)
    other = other_linears = None
    if arguments.independent:
        other = Document(arguments.independent)
        other_linears = linear_constraints(other, arguments.order)

    strengths = strength_map(linears + (other_linears or []), arguments.strengths)
    mapping = ", ".join(f"{p:g} → {s:g}" for p, s in sorted(strengths.items()) if p < REQUIRED)
    print(f"kiwisolver {kiwi.__version__}, Python {platform.python_version()}, {arguments.runs} runs each; "
          f"median (min … max)")
    print(f"priorities → kiwi weights ({arguments.strengths}): {mapping}; 1000 → strength.required")
    print(f"constraints added in {arguments.order} order")
    print(describe(document, linears))
    if other:
        print(describe(other, other_linears))
    print()

    table = []
    checks = []
    variables, solver = one_solver("(a) one solver, every constraint", document, linears, strengths,
                                   arguments.runs, table)
    values = values_of(variables)
    frames = frames_from(document, values)
    counts = unmet(linears, values)
    checks.append("(a) constraints not met: " + (", ".join(f"{n:,} at {p:g}" for p, n in sorted(counts.items()))
                                                  or "none"))
    if any(p >= REQUIRED for p in counts):
        checks.append("(a) A REQUIRED CONSTRAINT IS NOT MET")

    other_frames = None
    if other:
        other_variables, _ = one_solver("(b) one solver, independent rows", other, other_linears, strengths,
                                        arguments.runs, table)
        other_values = values_of(other_variables)
        other_frames = frames_from(other, other_values)
        counts = unmet(other_linears, other_values)
        checks.append("(b) constraints not met: " + (", ".join(f"{n:,} at {p:g}" for p, n in sorted(counts.items()))
                                                      or "none"))
        if set(other_frames) == set(frames):
            worst, where = largest_difference(frames, other_frames)
            checks.append(f"(b) frames against (a)'s: largest difference {worst:.3g}" + (f" ({where})" if where
                                                                                        else ""))

    plan = TablePlan(document)
    if plan.supported:
        parts = rows_of(document, linears)
        measured, split_frames = timed(arguments.runs, lambda: hand_split(document, plan, parts, strengths))
        table.append(("(c) a solver per row, rows placed in Python", spread([total for _, total in measured]),
                      spread([total - making for making, total in measured])))
        worst, where = largest_difference(frames, split_frames)
        checks.append(f"(c) frames against (a)'s: largest difference {worst:.3g}" + (f" ({where})" if where else ""))
    else:
        table.append(("(c) one solver per row: not a table the hand split reads", "", ""))

    for label, doc, doc_linears, doc_frames in [("(d)", document, linears, frames),
                                                ("(d′)", other, other_linears, other_frames)]:
        if doc is None:
            continue
        times, narrow, back = width_resolve(doc, doc_linears, strengths, arguments.runs, arguments.edit_setup)
        which = "" if doc is document else ", independent rows"
        table.append((f"{label} width re-solve{which}, per suggest + update", spread(times), ""))
        first_row = next((view for view in doc.views if view.parent is doc.root), None)
        if first_row is not None:
            checks.append(f"{label} at 375: {first_row.id} is {narrow[first_row.id]['width']:g} wide, root "
                          f"{narrow[doc.root.id]['width']:g} × {narrow[doc.root.id]['height']:g}")
        worst, where = largest_difference(doc_frames, back)
        checks.append(f"{label} back at 390, frames against the first solve's: largest difference {worst:.3g}")

    width = max(len(row[0]) for row in table)
    print(f"{'':{width}}  {'total':>30}  {'of which solver':>30}")
    for label, total, solver_part in table:
        print(f"{label:{width}}  {total:>30}  {solver_part:>30}".rstrip())
    print()
    print(f"root: {frames[document.root.id]['width']:g} × {frames[document.root.id]['height']:g}")
    for check in checks:
        print(check)

    if arguments.check_unique:
        moved = undecided(variables, solver)
        print("undecided variables: " + (", ".join(moved[:20]) + (" …" if len(moved) > 20 else "") if moved
                                         else "none"))
    if arguments.frames:
        tidy = frames_rounded(frames)
        with open(arguments.frames, "w") as file:
            file.write("{\n" + ",\n".join(f" {json.dumps(view)}: {json.dumps(frame)}" for view, frame in tidy.items())
                       + "\n}\n")


if __name__ == "__main__":
    try:
        main()
    except (DocumentError, OSError, json.JSONDecodeError) as error:
        sys.exit(f"kiwi-layout-benchmark: {error}")
    except KeyError as error:
        sys.exit(f"kiwi-layout-benchmark: {error} missing where the document needs it")
