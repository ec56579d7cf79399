"""Contraction of two operands as one matmul (interpreters/tensordot.py)."""

import numpy as np

from xdsl_encoding.interpreters.tensordot import contract, contract_in_own_layout

RNG = np.random.default_rng(1)


def test_plain_matmul():
    a, b = RNG.standard_normal((4, 5)), RNG.standard_normal((5, 3))
    np.testing.assert_allclose(contract(a, b, (0, 2), (2, 1), (0, 1), (4, 3, 5)), a @ b)


def test_transposed_operands_and_result():
    a, b = RNG.standard_normal((5, 4)), RNG.standard_normal((3, 5))
    np.testing.assert_allclose(contract(a, b, (2, 0), (1, 2), (1, 0), (4, 3, 5)), (a.T @ b.T).T)


def test_batch_dims_and_dims_private_to_one_operand():
    a, b = RNG.standard_normal((2, 4, 5, 6)), RNG.standard_normal((2, 5, 3))
    # loops: p=0, m=1, n=2, k=3, r=4 (r only in a: summed out first)
    got = contract(a, b, (0, 1, 3, 4), (0, 3, 2), (0, 1, 2), (2, 4, 3, 5, 6))
    np.testing.assert_allclose(got, np.einsum("pmkr,pkn->pmn", a, b))


def test_result_dims_found_in_neither_operand_are_broadcast():
    a, b = RNG.standard_normal((4, 5)), RNG.standard_normal(5)
    got = contract(a, b, (0, 2), (2,), (1, 0), (4, 3, 5))
    np.testing.assert_allclose(got, np.broadcast_to(a @ b, (3, 4)))


def test_own_layout_is_batch_m_n_and_names_the_loop_of_each_axis():
    a, b = RNG.standard_normal((2, 4, 5)), RNG.standard_normal((3, 5, 2))
    # loops: batch 0, m 1, n 2, k 3; the result wants (n, batch, m)
    product, produced = contract_in_own_layout(a, b, (0, 1, 3), (2, 3, 0), (2, 0, 1), (2, 4, 3, 5))
    assert produced == [0, 1, 2]
    assert product.flags.c_contiguous
    np.testing.assert_allclose(product, np.einsum("bmk,nkb->bmn", a, b))
