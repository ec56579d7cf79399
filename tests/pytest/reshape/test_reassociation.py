"""The reassociation algebra: each function's worked example, its edge cases, and its laws (hypothesis)."""

from __future__ import annotations

import itertools
from math import prod

import pytest
from hypothesis import given
from hypothesis import strategies as st
from xdsl.dialects.builtin import DYNAMIC_INDEX, ArrayAttr, IntegerAttr, i64

from xdsl_encoding.dialects.iree_encoding import IdentityAttr, LayoutAttr, MatmulKAttr, PaddingAttr
from xdsl_encoding.reshape.reassociation import (
    Blocked,
    Groups,
    Reshape,
    Shape,
    check_groups,
    check_shapes,
    collapse_shape,
    collapsed_dim_of,
    groups_from_attr,
    groups_to_attr,
    is_dynamic,
    project_to_collapsed,
    project_to_expanded,
)

Q = DYNAMIC_INDEX

# ---------------------------------------------------------------------------------------
# Strategies
# ---------------------------------------------------------------------------------------

sizes = st.one_of(st.integers(1, 6), st.just(1), st.just(Q))
"""A dim size: small static, often 1 (for the unit-dim rules), sometimes dynamic."""


@st.composite
def reassociations(draw: st.DrawFn, max_rank: int = 6) -> tuple[Groups, Shape]:
    """A valid reassociation and an expanded shape for it (expanded rank >= 1)."""
    rank = draw(st.integers(1, max_rank))
    shape = tuple(draw(st.lists(sizes, min_size=rank, max_size=rank)))
    cuts = sorted(draw(st.sets(st.integers(1, rank - 1), max_size=rank - 1))) if rank > 1 else []
    bounds = [0, *cuts, rank]
    groups = tuple(tuple(range(a, b)) for a, b in itertools.pairwise(bounds))
    return groups, shape


@st.composite
def reshapes(draw: st.DrawFn) -> Reshape:
    groups, shape = draw(reassociations())
    kind = draw(st.sampled_from(("collapse_shape", "expand_shape")))
    return Reshape(kind, groups, shape)


@st.composite
def reshapes_with_collapsed_dims(draw: st.DrawFn, max_dims: int = 3) -> tuple[Reshape, tuple[int, ...]]:
    """A reshape and distinct dims of its collapsed side."""
    reshape = draw(reshapes())
    dims = draw(st.lists(st.integers(0, len(reshape.groups) - 1), unique=True, max_size=max_dims))
    return reshape, tuple(dims)


@st.composite
def reshapes_with_expanded_dims(draw: st.DrawFn, max_dims: int = 3) -> tuple[Reshape, tuple[int, ...]]:
    """A reshape and distinct dims of its expanded side."""
    reshape = draw(reshapes())
    dims = draw(st.lists(st.integers(0, len(reshape.expanded_shape) - 1), unique=True, max_size=max_dims))
    return reshape, tuple(dims)


def compose(first: Groups, second: Groups) -> Groups:
    """The groups of collapsing with `first`, then with `second`."""
    return tuple(tuple(d for g in group for d in first[g]) for group in second)


# ---------------------------------------------------------------------------------------
# Worked examples (the docstrings') and edge cases, function by function
# ---------------------------------------------------------------------------------------


def test_is_dynamic():
    assert is_dynamic(DYNAMIC_INDEX)
    assert not is_dynamic(0)
    assert not is_dynamic(-1)


def test_groups_from_attr_example():
    attr = ArrayAttr([ArrayAttr([IntegerAttr(0, i64), IntegerAttr(1, i64)]), ArrayAttr([IntegerAttr(2, i64)])])
    assert groups_from_attr(attr) == ((0, 1), (2,))


def test_groups_to_attr_example():
    attr = groups_to_attr(((0, 1), (2,)))
    assert str(attr) == "[[0 : i64, 1 : i64], [2 : i64]]"
    assert groups_from_attr(attr) == ((0, 1), (2,))


@pytest.mark.parametrize("groups", [(), ((0,),), ((0, 1), (2,)), ((0,), (1, 2, 3), (4,))])
def test_groups_attr_round_trip(groups: Groups):
    assert groups_from_attr(groups_to_attr(groups)) == groups


def test_check_groups_example():
    assert check_groups(((0, 1), (2,)), 3, 2) is None
    assert check_groups(((1, 0), (2,)), 3, 2) == (
        "reassociation groups must list dims 0..2 contiguously in order, group 0 has [1, 0]"
    )


@pytest.mark.parametrize(
    ("groups", "expanded_rank", "collapsed_rank", "problem"),
    [
        (((0, 1, 2),), 3, 2, "expected 2 reassociation groups (the collapsed rank), found 1"),
        (((0,), (), (1,)), 2, 3, "reassociation group 1 is empty"),
        (((0,), (1,)), 3, 2, "reassociation groups cover 2 dims, but the expanded rank is 3"),
        (((1, 2), (3,)), 4, 2, "reassociation groups must list dims 0..3 contiguously in order, group 0 has [1, 2]"),
        (((0, 2), (1,)), 3, 2, "reassociation groups must list dims 0..2 contiguously in order, group 0 has [0, 2]"),
        (((0,), (1,)), 1, 2, "reassociation groups cover 2 dims, but the expanded rank is 1"),
        (((-1, 0),), 1, 1, "reassociation groups must list dims 0..0 contiguously in order, group 0 has [-1, 0]"),
    ],
)
def test_check_groups_rejects(groups: Groups, expanded_rank: int, collapsed_rank: int, problem: str):
    assert check_groups(groups, expanded_rank, collapsed_rank) == problem


def test_check_groups_rank_0():
    assert check_groups((), 0, 0) is None
    assert check_groups((), 3, 0) is None  # which dims may go to rank 0 is check_shapes' business
    assert check_groups(((0,),), 1, 0) == "expected 0 reassociation groups (the collapsed rank), found 1"


def test_collapsed_dim_of_example():
    assert collapsed_dim_of(((0, 1), (2,))) == (0, 0, 1)


def test_collapsed_dim_of_edges():
    assert collapsed_dim_of(()) == ()
    assert collapsed_dim_of(((0, 1, 2, 3),)) == (0, 0, 0, 0)
    assert collapsed_dim_of(((0,), (1,), (2,))) == (0, 1, 2)


def test_collapse_shape_example():
    assert collapse_shape(((0, 1), (2,)), (2, 8, 32)) == (16, 32)


def test_collapse_shape_dynamic():
    assert collapse_shape(((0, 1), (2,)), (Q, 8, 32)) == (Q, 32)
    assert collapse_shape(((0, 1), (2,)), (2, 8, Q)) == (16, Q)
    assert collapse_shape(((0, 1, 2),), (1, Q, 1)) == (Q,)


def test_collapse_shape_rank_0():
    assert collapse_shape((), ()) == ()
    assert collapse_shape((), (1, 1)) == ()


def test_check_shapes_example():
    assert check_shapes(((0, 1),), (2, 8), (16,)) is None
    assert (
        check_shapes(((0, 1),), (2, 8), (15,)) == "collapsed dim 0 has size 15, but its group [0, 1] multiplies to 16"
    )


@pytest.mark.parametrize(
    ("groups", "expanded", "collapsed", "problem"),
    [
        (
            ((0, 1), (2,)),
            (Q, 8, 32),
            (16, 32),
            "collapsed dim 0 is static (16) but its group [0, 1] has dynamic dims [0]",
        ),
        (
            ((0, 1), (2,)),
            (2, 8, 32),
            (Q, 32),
            "collapsed dim 0 is dynamic but its group [0, 1] has static sizes [2, 8]",
        ),
        (((0, 1), (2,)), (2, 8, 32), (16, 33), "collapsed dim 1 has size 33, but its group [2] multiplies to 32"),
        ((), (1, 4), (), "a rank-0 tensor can only be reshaped to static unit dims, got [1, 4]"),
        ((), (1, Q), (), "a rank-0 tensor can only be reshaped to static unit dims, got [1, ?]"),
        (((0, 1),), (2, 8, 32), (16,), "reassociation groups cover 2 dims, but the expanded rank is 3"),
    ],
)
def test_check_shapes_rejects(groups: Groups, expanded: Shape, collapsed: Shape, problem: str):
    assert check_shapes(groups, expanded, collapsed) == problem


def test_check_shapes_accepts_dynamic_and_rank_0():
    assert check_shapes(((0, 1), (2,)), (Q, 8, 32), (Q, 32)) is None
    assert check_shapes(((0, 1),), (Q, Q), (Q,)) is None
    assert check_shapes((), (), ()) is None
    assert check_shapes((), (1, 1, 1), ()) is None


def test_project_to_collapsed_example():
    reshape = Reshape("collapse_shape", ((0,), (1,), (2, 3)), (2, 8, 64, 10))
    assert project_to_collapsed((2,), reshape, unit_dims=False, label="K dim") == Blocked(
        "collapse_shape merges K dim 2 of the source with source dims [2, 3]"
    )
    assert project_to_collapsed((1,), reshape, unit_dims=False, label="K dim") == (1,)


def test_project_to_collapsed_expand_reason_names_the_split():
    reshape = Reshape("expand_shape", ((0, 1), (2,)), (2, 8, 32))
    assert project_to_collapsed((1,), reshape, unit_dims=False, label="K dim") == Blocked(
        "expand_shape splits source dim 0 into result dims [0, 1], which include K dim 1 of the result"
    )


def test_project_to_collapsed_unit_dims():
    reshape = Reshape("collapse_shape", ((0,), (1, 2)), (4, 1, 4096))
    assert isinstance(project_to_collapsed((2,), reshape, unit_dims=False, label="K dim"), Blocked)
    assert project_to_collapsed((2,), reshape, unit_dims=True, label="K dim") == (1,)
    dynamic = Reshape("collapse_shape", ((0,), (1, 2)), (4, Q, 4096))
    assert project_to_collapsed((2,), dynamic, unit_dims=True, label="K dim") == Blocked(
        "collapse_shape merges K dim 2 of the source with source dims [1, 2]"
    )


def test_project_to_collapsed_two_dims_in_one_unit_group():
    reshape = Reshape("collapse_shape", ((0, 1),), (1, 1))
    assert project_to_collapsed((0, 1), reshape, unit_dims=True, label="padded dim") == Blocked(
        "padded dims [0, 1] fall into one group [0, 1]"
    )


@pytest.mark.parametrize("dim", [3, -1, 100])
def test_project_to_collapsed_out_of_range(dim: int):
    reshape = Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))
    assert project_to_collapsed((dim,), reshape, unit_dims=False, label="K dim") == Blocked(
        f"K dim {dim} is out of range for rank 3"
    )


def test_project_to_collapsed_no_dims_always_crosses():
    reshape = Reshape("collapse_shape", ((0, 1, 2),), (2, 8, 32))
    assert project_to_collapsed((), reshape, unit_dims=False, label="K dim") == ()
    assert project_to_collapsed((), Reshape("collapse_shape", (), (1, 1)), unit_dims=False, label="K dim") == ()


def test_project_to_expanded_example():
    assert project_to_expanded(
        (1,), Reshape("expand_shape", ((0, 1), (2,)), (2, 8, 32)), unit_dims=False, label="K dim"
    ) == (2,)
    split = Reshape("expand_shape", ((0,), (1, 2)), (4, 1, 32))
    assert project_to_expanded((1,), split, unit_dims=False, label="K dim") == Blocked(
        "expand_shape splits K dim 1 of the source into result dims [1, 2]"
    )
    assert project_to_expanded((1,), split, unit_dims=True, label="K dim") == (2,)


def test_project_to_expanded_all_unit_group_takes_innermost():
    reshape = Reshape("expand_shape", ((0,), (1, 2, 3)), (4, 1, 1, 1))
    assert project_to_expanded((1,), reshape, unit_dims=True, label="K dim") == (3,)
    assert isinstance(project_to_expanded((1,), reshape, unit_dims=False, label="K dim"), Blocked)


def test_project_to_expanded_dynamic_member_is_not_unit():
    reshape = Reshape("expand_shape", ((0,), (1, 2)), (4, Q, 32))
    assert project_to_expanded((1,), reshape, unit_dims=True, label="K dim") == Blocked(
        "expand_shape splits K dim 1 of the source into result dims [1, 2]"
    )


def test_project_to_expanded_collapse_reason_names_the_merge():
    reshape = Reshape("collapse_shape", ((0, 1), (2,)), (2, 8, 32))
    assert project_to_expanded((0,), reshape, unit_dims=False, label="padded dim") == Blocked(
        "collapse_shape merges padded dim 0 of the result with source dims [0, 1]"
    )


@pytest.mark.parametrize("dim", [2, -1])
def test_project_to_expanded_out_of_range(dim: int):
    reshape = Reshape("expand_shape", ((0, 1), (2,)), (2, 8, 32))
    assert project_to_expanded((dim,), reshape, unit_dims=False, label="K dim") == Blocked(
        f"K dim {dim} is out of range for rank 2"
    )


def test_project_to_expanded_rank_0():
    reshape = Reshape("expand_shape", (), (1, 1))
    assert project_to_expanded((), reshape, unit_dims=False, label="K dim") == ()
    assert project_to_expanded((0,), reshape, unit_dims=False, label="K dim") == Blocked(
        "K dim 0 is out of range for rank 0"
    )


# ---------------------------------------------------------------------------------------
# Laws
# ---------------------------------------------------------------------------------------


@given(reassociations())
def test_collapse_then_expand_is_identity_on_shapes(case: tuple[Groups, Shape]):
    """The expanded shape is a valid expansion of its own collapse, group by group."""
    groups, expanded = case
    collapsed = collapse_shape(groups, expanded)
    assert len(collapsed) == len(groups)
    assert check_shapes(groups, expanded, collapsed) is None
    expanded_again = tuple(expanded[d] for group in groups for d in group)
    assert expanded_again == expanded
    for group, size in zip(groups, collapsed):
        members = [expanded[d] for d in group]
        assert is_dynamic(size) == any(is_dynamic(s) for s in members)
        if not is_dynamic(size):
            assert size == prod(members)


@given(reassociations())
def test_singleton_groups_collapse_nothing(case: tuple[Groups, Shape]):
    _, expanded = case
    identity = tuple((d,) for d in range(len(expanded)))
    assert check_groups(identity, len(expanded), len(expanded)) is None
    assert collapse_shape(identity, expanded) == expanded


@given(reassociations(), st.data())
def test_collapsing_twice_is_collapsing_once(case: tuple[Groups, Shape], data: st.DataObject):
    groups, expanded = case
    middle = collapse_shape(groups, expanded)
    cuts = (
        sorted(data.draw(st.sets(st.integers(1, len(middle) - 1), max_size=len(middle) - 1))) if len(middle) > 1 else []
    )
    bounds = [0, *cuts, len(middle)]
    second = tuple(tuple(range(a, b)) for a, b in itertools.pairwise(bounds))
    composed = compose(groups, second)
    assert check_groups(composed, len(expanded), len(second)) is None
    assert collapse_shape(second, middle) == collapse_shape(composed, expanded)


@given(reassociations())
def test_dim_maps_are_inverse(case: tuple[Groups, Shape]):
    """`collapsed_dim_of` maps each expanded dim to its group; the groups list each collapsed dim's members."""
    groups, expanded = case
    owner = collapsed_dim_of(groups)
    assert len(owner) == len(expanded)
    for g, group in enumerate(groups):
        assert all(owner[d] == g for d in group)
        assert tuple(d for d, o in enumerate(owner) if o == g) == group
    assert list(owner) == sorted(owner)


@given(reassociations())
def test_check_shapes_rejects_any_other_static_size(case: tuple[Groups, Shape]):
    groups, expanded = case
    collapsed = collapse_shape(groups, expanded)
    for g, size in enumerate(collapsed):
        if not is_dynamic(size):
            wrong = (*collapsed[:g], size + 1, *collapsed[g + 1 :])
            assert check_shapes(groups, expanded, wrong) is not None


@given(reshapes_with_collapsed_dims(), st.booleans())
def test_project_to_expanded_then_to_collapsed_is_identity(case: tuple[Reshape, tuple[int, ...]], unit_dims: bool):
    reshape, dims = case
    expanded = project_to_expanded(dims, reshape, unit_dims=unit_dims, label="K dim")
    if isinstance(expanded, Blocked):
        return
    assert len(expanded) == len(dims)
    assert all(collapsed_dim_of(reshape.groups)[e] == d for e, d in zip(expanded, dims))
    assert project_to_collapsed(expanded, reshape, unit_dims=unit_dims, label="K dim") == dims


@given(reshapes_with_expanded_dims())
def test_project_to_collapsed_then_to_expanded_is_identity_without_unit_dims(case: tuple[Reshape, tuple[int, ...]]):
    reshape, dims = case
    collapsed = project_to_collapsed(dims, reshape, unit_dims=False, label="K dim")
    if isinstance(collapsed, Blocked):
        return
    assert project_to_expanded(collapsed, reshape, unit_dims=False, label="K dim") == dims


@given(reshapes_with_collapsed_dims())
def test_project_to_expanded_blocks_exactly_multi_dim_groups(case: tuple[Reshape, tuple[int, ...]]):
    reshape, dims = case
    expanded = project_to_expanded(dims, reshape, unit_dims=False, label="K dim")
    assert isinstance(expanded, Blocked) == any(len(reshape.groups[d]) > 1 for d in dims)


@given(reshapes_with_collapsed_dims(max_dims=1), st.booleans())
def test_matmul_k_to_collapsed_undoes_to_expanded(case: tuple[Reshape, tuple[int, ...]], unit_dims: bool):
    reshape, dims = case
    encoding = MatmulKAttr(dims)
    expanded = encoding.to_expanded(reshape, unit_dims=unit_dims)
    if isinstance(expanded, Blocked):
        return
    assert isinstance(expanded, MatmulKAttr)
    assert expanded.to_collapsed(reshape, unit_dims=unit_dims) == encoding


paddings = st.one_of(st.just(0), st.just(0), st.integers(1, 64), st.just(Q))


@given(reshapes(), st.data(), st.booleans())
def test_padding_to_collapsed_undoes_to_expanded(reshape: Reshape, data: st.DataObject, unit_dims: bool):
    rank = len(reshape.groups)
    encoding = PaddingAttr(data.draw(st.lists(paddings, min_size=rank, max_size=rank)))
    expanded = encoding.to_expanded(reshape, unit_dims=unit_dims)
    if isinstance(expanded, Blocked):
        return
    assert isinstance(expanded, PaddingAttr)
    assert len(expanded.values) == len(reshape.expanded_shape)
    assert expanded.to_collapsed(reshape, unit_dims=unit_dims) == encoding


@given(reshapes(), st.data(), st.booleans())
def test_layout_to_collapsed_undoes_to_expanded(reshape: Reshape, data: st.DataObject, unit_dims: bool):
    rank = len(reshape.groups)
    members = data.draw(
        st.lists(
            st.one_of(
                st.just(IdentityAttr()),
                st.lists(paddings, min_size=rank, max_size=rank).map(PaddingAttr),
            ),
            min_size=1,
            max_size=3,
        )
    )
    encoding = LayoutAttr(members)
    expanded = encoding.to_expanded(reshape, unit_dims=unit_dims)
    if isinstance(expanded, Blocked):
        return
    assert isinstance(expanded, LayoutAttr)
    assert expanded.to_collapsed(reshape, unit_dims=unit_dims) == encoding


@given(reshapes(), st.booleans())
def test_identity_crosses_every_reshape(reshape: Reshape, unit_dims: bool):
    assert IdentityAttr().to_collapsed(reshape, unit_dims=unit_dims) == IdentityAttr()
    assert IdentityAttr().to_expanded(reshape, unit_dims=unit_dims) == IdentityAttr()
