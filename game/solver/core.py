"""The search behind `solve`: a compact Canfield model, DFS with a transposition table.

Pure Python, never imports pygame.

Model
-----
- Cards are ints 0..51 (`Card.index`: suit-major in S H D C order, rank-1 within).
  A card's *distance* is (rank - start_rank) mod 13: the number of cards of its suit
  that must be on the foundation before it. A foundation is a count 0..13. Building
  on columns is "a building suit, distance one lower" (ranks wrap exactly as
  distances do), so every rule is written in distances. The building suits are the
  rules' relation (Canfield family, issue 13): the two suits of the other colour
  (alternate), all four (any suit) or the card's own (in suit); `accepts[c]` and
  `fits_on[c]` list them, without the king-on-ace pairs where the rules do not wrap
  (Acme). Foundations started by the 2s or aces are start rank 2 or 1 with one card
  on each foundation: nothing else changes.
- The reserve never changes order: it is the number of cards left, `r`.
- Stock and waste together are one sequence, the *talon* (waste bottom..top, then the
  stock next-first). Turning moves the waste length `p` forward by min(draw, rest),
  turning the waste back sets p = 0, and playing the waste top removes talon[p-1].
  None of these reorder it, so the talon is always a subsequence of the root talon
  and a bitmask over root positions names it exactly.
- Columns are tuples bottom -> top, kept in their real order so the line found is
  the real line (engine moves, replayed and checked by `apply_move` in `solve`).
  Their number is the rules' (Chameleon: 3). Without the reserve refill (Superior) an
  emptied column stays empty, and "reserve" among the empty-column sources lets the
  reserve top fill it.
- The pass number `ps` is part of the state where passes are limited (Rainfall,
  Rainbow, Storehouse, Chameleon, Rush, Acme); elsewhere it stays 1 and means nothing.
  Each pass turns `rules.draw_for(draw, ps)` cards (Rush: 3, then 2, then 1).

Search: iterative DFS over these states with a visited set (transposition table).
Single-agent reachability: DFS with a global visited set finds a won state iff one
is reachable, so "won" (the path) and "lost" (exhausted without a win) are exact for
the graph searched. Every reduction below keeps that graph's answer equal to the
real game's; tests/solver/test_exhaustive.py checks them against a plain BFS over
the engine's legal_moves/apply_move on small positions.

Soundness of each reduction
---------------------------
1. Compound talon moves (no stock turn is a search move). Turns only change `p`;
   no other move reads or changes `p`, and no move's legality depends on `p` except
   the waste play. So in any line the turns can be moved to just before the waste
   play they serve (or dropped at the end), giving a line of the same other moves:
   the game is won iff it is won by lines whose turns come in "turn until card c is
   on top, then play c" blocks. From waste length p (talon length n) turning alone
   reaches pointers p, p+3k < n, n, then 0, 3, 6, ... < n, n again (draw 3), or
   every pointer (draw 1): `reachable`. Each reachable card is one move (to each
   destination); the line gets the real turns back in `to_engine_moves`.
   Limited passes (`talon_reach`): turning alone from (p, ps) reaches p itself and
   p + k, p + 2k, ... and n in pass ps (k = that pass's draw), then, only while a pass
   is left (redeal_allowed), pointer 0 of pass ps+1 and its own grid, and so on; each
   (card, pointer, pass) is one move whose state keeps the pass. Which (pointer, pass)
   a card is played at matters here, so every pair is a move, except as reduction 8
   allows. The exchange argument above is unchanged: turns and turn-backs still touch
   nothing but (p, ps), and a turn-back is offered only while passes remain.
2. Draw-3 cycle merging. All pointers on the cycle {0, 3, 6, ... < n} U {n} reach
   exactly the same pointers (and each other) by turning, so states differing only
   there have identical successor sets. A pointer off the cycle (p not a multiple of
   3, p < n) reaches its own chain p, p+3, ... and then the cycle: more, not the same.
   Draw 1: every pointer reaches every card, so the pointer is dropped from the key
   (`StateTable`). Draw 3 keeps the pointer and uses reduction 9, which contains this
   merging (any pointer reaches the cycle). Both need unlimited passes (turning back
   to pointer 0 is free): with a pass limit a pointer at the end of a pass reaches
   fewer cards than pointer 0 of the same pass, so reduction 8 takes their place.
3. Column symmetry. Legality and the refill never depend on which column is which
   (in every family game too: the relation, group moves and sources name no column),
   so permuting columns maps lines to lines: the key sorts the columns (the quotient
   graph has the same reachability). Only the first empty column is offered as a
   destination, for the same reason.
4. Foundations are not in the key: they hold exactly the cards not elsewhere.
5. Safe automatic foundation moves, hoyle and strict (no take-backs) only. A card x
   (distance d) whose foundation accepts it is played at once when both cards that
   could ever be placed on x (opposite colour, distance d-1 mod 13) are already on
   their foundations, from the reserve top, a column top, or (draw 1 only) anywhere
   in the talon. Without take-backs those two never leave the foundations, so in
   every later position x is never covered. Let phi(Q) be Q with x moved home
   (with the refill if x was alone in a column, and the reserve not empty). For any
   legal move Q -> Q2, phi(Q) reaches phi(Q2) (up to a column permutation) in at
   most one move: moves not touching x are the same move (if x is alone in column C
   and the move empties another column E, the refill cards of C and E are swapped -
   a column permutation); x's own moves disappear (to its foundation: phi(Q2) =
   phi(Q); onto another column, alone or on top of a whole column/run: the same
   move without x, never empty since nothing is on x); a reserve card that in Q sits
   under x, or that refills a column x would have emptied, is already where phi put
   it. Foundation moves of x's suit wait for x in both. So a winning line from Q
   maps to one from phi(Q) that is no longer; hence forcing safe moves after every
   move keeps winnable positions winnable and the forced search still reaches a
   win (its distance to a win never grows). In draw 3 a talon card is never forced:
   removing a card shifts which cards every later turn shows. In `standard` nothing
   is forced: a take-back can bring the d-1 cards back to lie on x, and forcing x
   home again after its own take-back would make take-backs useless.
   Family rules: "both cards" is every card of `accepts[x]` (four in any suit; in
   suit just x's predecessor, already home when x plays, so any card but the start
   rank is safe; none for an ace without wrap). Without the refill (Superior) x
   alone in a column leaves it empty in phi(Q); whatever Q does with that column
   (x moved away empties it too; nothing can be put on x) phi(Q) does with the empty
   column, so the simulation holds. One-card moves are a subset of top-or-whole moves.
   Talon cards are forced only when every pass turns one card (the argument above);
   with limited passes only the waste top: removing it leaves every later turn's card
   the same, and the one difference - a waste of x alone that Q turns back costs Q a
   pass phi(Q) keeps - only leaves phi(Q) more passes, which with one card per turn
   reaches everything fewer passes reach. A talon card further on is never forced
   with limited passes: playing it turns past the cards before it.
   A card y that fits on x need not be home either when nothing can ever need it on
   x: y's suit predecessor is home and every card that fits on y is home (the rule a
   Klondike solver would use for "both red fours home, or the black threes too").
   Then y can go home whenever it is free and never holds a card, so a line that puts
   y on x may put it home instead (legal: y was free there) and go on with y home; y
   on x could afterwards only go home, move on to another card (which the new line
   leaves uncovered: more freedom) or travel on a whole column (which moves without
   it, or as a single card). Both conditions only grow without take-backs. Reductions
   12 and 13 keep their argument: a host y made safe so by the card x they delay is
   safe only when x itself is (predecessor home, nothing can lie on x), and x is then
   played home from the talon (draw 1) or the reserve top as from the column; both
   lines reach the same state. Strict draw 3, deals 1-100: 60 of the 71 won deals are
   won in fewer nodes (deal 56: 368 -> 199), 5 in more (deal 45: 785 -> 1,604, the
   order changes); proofs of loss take the same nodes (it needs most cards home).
6. Dead positions (hoyle). "x waits for y" when y is x's suit predecessor not yet
   home, or y lies directly on x in a column: in hoyle a column card leaves only to its
   foundation or with its whole column, so the order above it never changes. Since a
   card reaches its foundation only after everything it waits for, a cycle of waits
   means none of its cards can ever go home: the position is lost and is not expanded.
   (Checked after each move that covers a card, from that card, and at the root.
   Strict, where top cards move, has item 7.)
7. Cards that can never go home (strict, `dead_by_fixpoint`). In strict a column card
   leaves its place only to its foundation, as a top card onto a column top that
   accepts it (one of the cards it fits on), or with its whole column, which keeps every
   card above it above it; tableau cards never enter empty columns, and a home card
   never returns (no take-backs). (One-card moves, Acme, are fewer moves; "fits on" is
   the rules' relation, empty for a king without wrap; Superior's empty columns take no
   tableau card.) So in any line from the position, each event below needs the earlier
   events named with it:
   - card c goes home: its suit predecessor went home, and c was free (a reserve or
     talon card, or a column card every card above which has left);
   - card y above a column card leaves: y went home, or one of the cards y fits on,
     not home now, was a column top (free, if it is a column card now; reserve and
     talon cards count as free, which allows more than the game does).
   The least fixpoint of these rules from the position (`home_ok` per suit, `acc_from`
   per column) holds every event of every line (by induction on the time of the
   event), so a card it does not send home never goes home: the position is lost and
   is not expanded. This contains the waits-for cycles of stuck cards (a card both of
   whose cards are home or below it leaves only by going home) and also catches a
   card whose fitting card lies buried elsewhere under cards that can never leave:
   strict deal 28 (CF1-D3-AAAAABC-S) spends 96 % of its first 200,000 depth-first
   states below such positions, deal 1 38 % of its first 300,000. Checked on every
   new state and at the root (3-7 microseconds a state).
   Tried and not kept: the reserve, and the waste in the last pass, as stacks like
   the columns (both give up only their top; a column may also empty by a whole-column
   move of its bottom card, which a first version missed). Never dead on the 16,000
   positions of the won lines found in deals 1-60 of eight games, it calls far more
   states dead in the one-pass games (Rainbow strict deal 3: 18,067 of the first
   50,000, 137 before) but decides nothing more: Rainbow strict 1-30 and Chameleon
   strict 1-20 at 10 s unchanged (8 / 1 / 21, 0 / 3 / 17), at 28,000-31,000 nodes a
   second instead of 42,000; in Canfield strict it never adds a dead state.
8. Pass dominance (limited passes only). States equal but for (pointer, pass) are
   compared: (p, j) reaches (p', j') by turning alone when j' = j, p' >= p and p' is
   on pass j's grid from p (p' - p a multiple of its draw, or p' = n), or j' > j and p'
   is on pass j''s grid from 0 (turning to the end, turning back j' - j times: allowed
   since j' <= the limit). Turning changes nothing else, so every successor of
   (p', j') has a successor of (p, j) by the same move that reaches it by turning
   alone: the dominating state's distance to a win is never larger. A state dominated
   by one already seen is not expanded. With the usual argument - take a winnable seen
   state of least distance; its best successor was seen, or dominated by a seen state
   of no larger distance, or dead (never winnable) - the search still finds a win from
   a winnable root, and "lost" stays exact. The same relation keeps only a card's
   earliest (pointer, pass) in `talon_reach` when every pass turns the same number of
   cards: the later pair's state is dominated by the earlier one's.
9. Pointer dominance, unlimited draw 3 (Canfield, Superior). As reduction 8 with one
   pass: pointer pp reaches by turning alone its chain pp, pp+3, ... < n, then n and
   the whole cycle (reduction 2). A state equal to one seen before but for a pointer
   that the earlier one reaches this way is not expanded (`_covering`); the argument
   of reduction 8 carries over word for word. A cycle pointer is reached from any
   pointer, so this merges the cycle as reduction 2 did, and also prunes a state whose
   off-cycle pointer lies on an earlier state's chain: of the states of strict deals
   19 and 26, 8-20 % are pruned so, and the loss is proven in 9-20 % fewer nodes.
10. Run switches (any run may move, alternating colours, no automatic moves: Canfield's
   `standard` and the family games keeping it). A card c fits on exactly two cards, a
   card m and its partner o (same rank and colour). A run lying on m moves onto o when
   o is a column top, and back: every move of a run onto a non-empty column is such a
   *switch*, and switches are reversible, so a position and all it reaches by switches
   (its class) are won or lost together. Each pair {m, o} with the run on one and the
   other a top (of another column) is one switch; while no column of the class can
   hold 27 cards (a card and, 26 above it, its partner; `_switching` bounds each
   column by its length plus the runs its top can receive), a switch changes no other
   pair's, so the class is every choice of side per pair. The search keeps one
   position per class, the run of each pair on the smaller card index (`canon_runs`,
   after every move), and makes no switch; instead, as one move (K_MULTI), it makes
   the switch that uncovers m and then what m as a top allows: m to its foundation,
   or the other card that fits on m (c's partner) onto it from the reserve, the talon,
   the foundation or as a whole column's bottom. Every other move of a class member -
   a play of the reserve or talon, a whole column, a run into an empty column, a
   take-back - is the canonical position's own move up to switches (bottoms, empty
   columns and the set of tops but m or o are the same in the whole class), so every
   move of the class is searched. Where the bound fails the state is searched as it
   is, with every run move. Winning lines: measure a line by its moves that are not
   switches; from a winnable searched state the search has a successor one such move
   nearer a win (the usual argument). `natural_line` then replays the line on the real
   position, switching only when the next move needs a covered card as a top.
11. Take-backs (Canfield's `standard`) only with what they are for. A card x taken
   back that nothing is put on before it goes home again is useless: leaving it home
   and dropping its moves keeps every other move legal (x on a column only covered a
   top and held its suit's foundation back; a run or column moved with x on top moves
   without it, and x taken into an empty column needs an empty reserve, so no refill
   differs). And the take-back can wait until just before the first card comes onto
   x: in the meantime x was a top, so the card it then lies on is a top without it,
   and x is still its foundation's top. So a take-back is searched only together with
   the move that puts a card on x (from the reserve, the talon, a column, or another
   take-back, itself so followed: `_takebacks`); where that card would come as a
   switch (reduction 10) the take-back alone is the move, its class holding both.
12. Talon cards onto columns only to be built on (one card a turn, unlimited passes,
   no take-backs, switches or tableau cards into empty columns: Canfield's hoyle and
   strict in draw 1, `lazy_talon`). There every talon card is within reach at every
   moment and taking one out changes no other card's reach. Take a talon card x that a
   line plays onto a column top y, and its first use after that: a card put on x, or x
   leaving (home, or onto another card). Until then x only lies on y, so nothing else
   comes onto y, and every move between is legal with y as the top instead (a move of
   x is the use; a whole column carries y with or without x; x never lies alone in a
   column, so no refill or empty column differs); y is not played home automatically
   meanwhile, since x, which fits on it and is not home, would have to be (reduction
   5); and x would be played home automatically from the talon just when it would be
   from the column. So the play can wait until just before its use (onto y, still a
   top), or be replaced by x played from the talon straight to where the use takes it.
   Hence a winnable position has a winning line in which every talon card played onto
   a column is built on at once, and the search makes such a play only as one move
   (K_MULTI) with a move that puts a card on x: the reserve top, a column's top card
   or whole column, or another talon card z (z's own use is then the next move of the
   line; `_built_on`). Draw 1, deals 1-100 at 10 s: strict deal 28 is won in 7,527
   nodes (52,829 before), hoyle deal 70 lost in 9,581 (41,676), hoyle's p95 time from
   1.20 s to 0.37 s.
13. Reserve cards onto columns only with a use (the refill, no take-backs, switches or
   tableau cards into empty columns: hoyle and strict, and the family games keeping
   them with the refill; `lazy_reserve`). Playing the reserve top x onto a column top
   y does two things: x lies on y, and the next reserve card w is the top (so also the
   one an emptied column takes). Call a step of a line after it (a move and its
   automatic moves) a use when w leaves the reserve (a move or the refill) or x is no
   longer a top (covered, or home). Before the first use, every step is legal with x
   still on the reserve and y a top: it moves neither w nor anything onto x, nothing
   can lie on y, a whole column carries y with or without x, no column empties (that
   would take w); a step that moves x on elsewhere is the play itself made from the
   reserve. Its automatic moves are the same: y is not safe while x, which fits on it,
   is not home, and x is not safe as the reserve top when it was not as a column top.
   The reserve does not touch the talon, so this holds across stock turns too. So the
   play can wait until just before its first use (the state there is the same), and a
   winnable position has a winning line in which each such play comes directly before
   a use, or is one itself through its automatic moves (w safe at once). The search
   makes it only so: one move (K_MULTI) with each next move that is a use
   (`_reserve_play_uses`), or alone when its automatic moves use it, or when x is the
   last reserve card (no w; an emptied column then stays empty). Strict draw 3, deals
   1-100 at 10 s: 70 / 16 / 14 before, 71 / 16 / 13 after; the proofs of loss take
   3-21 % fewer nodes (deal 39: 101,862 -> 86,586).
Lost states. `_Dfs` numbers its states and keeps Tarjan's low links, with an edge to
the covering state for a state pruned by reductions 8 and 9 (all its successors are
the covering state's, after turning). When a component's root is finished without a
win, every state of the component is lost: each move from it led to a state already
lost (dead, or in a component finished before), or into the component, and the
component holds no won state; by induction on the order in which components finish
no state in them reaches a win (take one of least distance to a win: its best move
leads to a lost state, or to a state of the component of smaller distance, or to one
covered by a state of no larger distance: all impossible). Dead states (reductions 6
and 7) are lost at once. These states go into a `StateTable` that every search of
the portfolio shares, and a search does not expand a state some search has marked
lost (or that a lost state reaches by turning alone). Without this, a restart's work
was lost with it and a loss cost the portfolio twice the main search's nodes (strict
deal 20: 23,605 nodes; now 9,885, the main search alone 9,330).
tests/solver/test_lost_states.py checks the marking on synthetic graphs with cycles.
Move order is not a reduction: with limited passes a talon play that passes cards
comes after the column moves (`_skip_prio`). Tried and not kept: every talon play onto
a column after the column moves too (as Solvitaire orders stock moves last). At 10 s,
one core a deal: Rainbow strict 1-30 won 8 -> 10, but Rainbow standard 1-40 22 -> 20
(27 and 40, quick wins before); Chameleon, Rainfall and Rush standard 1-40 the same
but for one more Rush deal proven lost: noise, not a gain. Also tried and not kept: reduction
12 for draw 3 (a talon card played onto a column only as one move with the next move that
uses it, touches the talon or takes a reserve card; the others commute with the play). It is
sound, but talon moves are nearly every other move and two talon plays never commute in draw
3 (the pointer after them differs), so the states with a talon card lying bare on a column
come back as (play, talon move) pairs: strict deals 1-40 at 150,000 nodes decide the same
24 / 6 / 10, the proofs of loss take as many or more nodes (deal 28: 69,504 -> 80,606) at 60 %
more time a node. Nor is the family games' portfolio
(`search`, `_portfolio`): searches over the same graph from the root, one after another
(or taking turns), each for its share of the budget; each is complete on its own, so
whichever decides, its "won" or "lost" stands. The games with limited passes run best-first by
`_score_light` (cards home, reserve, stock used up) and depth-first taking turns of
TURN_NODES nodes for 75 % of the budget (`_search_light_and_dfs`, sharing what the
depth-first search proves lost), then best-first by `_score` (which also counts cards
lying on others) for the rest. They take turns because each wins at once deals the
other does not win for seconds: alone at 10 s on deals 1-20 (standard), Rainfall 4, 23
and 27 fall to depth-first in under 0.2 s and not to the light order in 10 s, Rainbow 2
(about 3,500 nodes), 10 and 13 to the light order in under 0.1 s and not to depth-first
in 10 s (Rainbow 2 not in 2,000,000 nodes); either first for half the budget left the
other's quick wins to seconds later or to none. Rainfall deals 1-100 at 10 s, won /
lost / unknown: depth-first first 75 / 0 / 25 (median 0.82 s), the light order first
80 / 1 / 19 (median 2.0 s), taking turns 79 / 0 / 21 (median 0.50 s).
Both best-first orders count the stock used up (`_stock_used`): the cards passed in this
pass and a whole talon for each pass before, at STOCK_USED_WEIGHT a card (a card home
is 4). They counted a card passed at 1 and a pass at 8, so turning the waste back at the
end of a pass looked like a gain of about 25 and the search spent passes freely, while
a card turned past comes back only a pass later. Rainfall deals 1-100 at 10 s went from
81 / 0 / 19 (median 0.55 s) to 94 / 1 / 5 (median 0.15 s), several deals still unknown
after 60 s now won in under 0.3 s; Rush 1-40 from 14 / 3 / 23 to 27 / 3 / 10; Rainbow
1-30 11 / 1 / 18 to 17 / 1 / 12; Chameleon 1-30 0 / 3 / 27 to 4 / 3 / 23. Weight 2
gave about the same (Rainfall 95 / 0 / 5, Rainbow 15, Chameleon 2 won). The cost:
Rainbow 2, won by the old light order in 3,500 nodes, is won by no search now.
The games with unlimited passes (Superior, Selective) run Canfield's restart portfolio
(below) for RESTARTS_SHARE_UNLIMITED of the budget, then best-first by `_score`. The two
win different deals at once: Superior deals 1-100 at 10 s, one core, won / lost / unknown,
best-first alone after 1,500 depth-first nodes 78 / 1 / 21, the restart portfolio alone
76 / 1 / 23 (it wins 14, 60, 68 and 88 in 0.2-2.2 s, best-first 22, 28, 49, 56, 63 and 69),
restarts first for 30 % 80 / 1 / 19, for 45 % 82 / 1 / 17 (28 still falls to best-first,
at 4.5 s). Deal 8, which best-first does not win in 200,000 nodes, is a depth-first win
within 1,200.
Canfield's own portfolio (`_search_canfield`) is not a reduction either. The
depth-first search runs in slices; between two slices a *restart* searches depth-first
from the root with its own visited set, trying each state's moves in a random order
within their priority class (seeded by the restart's number: node budgets stay
deterministic), for as many nodes as the slice before it; slice lengths follow the
Luby sequence (1, 1, 2, 1, 1, 2, 4, ... times RESTART_UNIT nodes), so the main search
gets half the nodes. Why: the time to a win is heavy-tailed in the move order. An early
choice among moves of equal priority can send the search into a huge losing subtree
(CF1-D3-OHULLOZ, strict: nothing in 2,000,000 positions, while after move 6 of a winning
line, which only turns the stock - so only which talon card is tried first differs -
it wins in about 60); a restart pays at most its own length
for such a choice. Every search, main or restart, is a complete depth-first search
over the same graph (same moves, keys, automatic moves and dead tests), so a "won"
from any of them is a real line and a "lost" from any (a restart that exhausts its
graph within its length) is exact; the main search, never restarted, still decides
every deal in the end, at most twice its own nodes.
The sub-games are not a reduction either. A timed search over rules with take-backs
(the standard presets) first searches the same position under each of
`Rules.sub_games` in turn, for SUB_GAME_SHARE of its time each (at least SUB_GAME_FLOOR
seconds, `sub_game_seconds`): the narrow one (no
take-backs, only the waste and the reserve fill empty columns, a top card or a whole
column where any run may move: over Canfield standard, exactly the strict preset), then
the real rules without take-backs. Each sub-game's moves are moves of the real rules
(tests/solver/test_sub_games.py checks it on playouts), so its winning line is one
here, and the engine plays it under the real rules before it is taken
(`_sub_game_win`); its "lost" says nothing and is dropped. Without take-backs the safe
automatic moves and dead-position tests hold and the graph is smaller. Deals 1-100 at
10 s, won / lost / unknown: Superior (one sub-game: both are the same) 78 / 1 / 21 ->
81 / 1 / 18; Rainbow 61 / 1 / 38 with the narrow game alone, 64 / 1 / 35 with both
(58, 85 and 97 won by the second, no deal decided before is left undecided); Canfield
Rush 73 / 10 / 17 either way. Node-budget searches (ratings, daily deals) do not try
them, so they stay the same search on every machine.
On two cores (`two_cores`: a timed search in a process that may fork, as the game's
solver worker, the CLI and the benchmarks) the halves run at once instead of taking
turns: the depth-first search here, and in a forked child Canfield's restarts or the
family games' best-first searches (by `_score_light` for TAKE_TURNS_SHARE of the time
where passes are limited, then by `_score`), each until the deadline
(`_search_two_cores`). The graph is the same in both processes (the tables are built
from the same position), so a state one proves lost is lost for the other: every
POLL_NODES nodes each sends what it proved since it last did and skips what the other
sent (`_LostNews`), as the searches of one core share a `StateTable`. Whichever decides
first stands. Strict draw 3, issue 15's 40 undecided deals at 10 s: one core 4 / 6 / 30,
two cores 6 / 9 / 25, and 6 / 7 / 27 without trading lost states. Sent every 0.5 s
instead of every poll, they proved deal 38 lost in 15.1 s instead of 10.9 s.
"""

from __future__ import annotations

import gc
import heapq
import marshal
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine.cards import SUITS, Card
from game.engine.moves import Move
from game.engine.rules import Building, GroupMoves, Rules
from game.engine.state import State
from game.solver import two_cores

BEST_FIRST = True  # the family games search best-first (Canfield keeps its depth-first order)
# The family games' portfolio (module docstring). Limited passes: best-first by
# `_score_light` and depth-first take turns of TURN_NODES nodes each for this share of
# the budget, then best-first by `_score` for the rest.
TAKE_TURNS_SHARE = 0.75
TURN_NODES = 1_000
# Best-first, limited passes: score points per card of stock used up (a card home is 4)
STOCK_USED_WEIGHT = 4
# Unlimited passes (Superior, Selective): Canfield's restart portfolio for this share
# before best-first by `_score`.
RESTARTS_SHARE_UNLIMITED = 0.45
# A timed search over rules with take-backs first searches each of their sub-games
# (`Rules.sub_games`) for this share of its time.
SUB_GAME_SHARE = 0.075
# ... and at least this many seconds (but never more than an equal share with the main
# search), so that a short search (a hint, the look back for a winnable position) gives a
# sub-game time to win: Rainbow RB1-D1-RDQVVGR's second sub-game wins in 0.16 s, which a
# 1 s search's share of 0.075 s never reached (a tester's look back found nothing). Ten
# seconds and more keep their shares.
SUB_GAME_FLOOR = 0.25
CACHE_ENTRIES = 200_000  # each per-search cache is emptied when it grows past this
FOUNDATION = 4  # destination code for "the card's foundation"; 0..3 are columns

# Internal move kinds (first field of a move tuple).
K_RESERVE = 0  # (K_RESERVE, dst)
K_TALON = 1  # (K_TALON, card, pass, dst)
K_COLUMN = 2  # (K_COLUMN, src_col, n_cards, dst)
K_TAKEBACK = 3  # (K_TAKEBACK, suit, dst_col)
K_MULTI = 4  # (K_MULTI, move, ...): a switch or take-back(s), then the use (reductions 10, 11)


def card_of(index: int) -> Card:
    return Card(index % 13 + 1, SUITS[index // 13])


@dataclass
class Tables:
    """Per-position constants: the root reserve and talon, distances, fitting cards."""

    rules: Rules
    draw: int
    start_rank: int
    reserve: tuple[int, ...]  # bottom -> top, as at the root
    talon: tuple[int, ...]  # root talon: waste bottom..top then stock next-first
    talon_bit: dict[int, int] = field(default_factory=dict)  # card -> 1 << root position
    dist: list[int] = field(default_factory=list)
    suit: list[int] = field(default_factory=list)
    fcard: list[list[int]] = field(default_factory=list)  # fcard[s][k]: suit s, distance k
    accepts: list[tuple[int, ...]] = field(default_factory=list)  # cards that fit on c
    fits_on: list[tuple[int, ...]] = field(default_factory=list)  # cards c fits on
    # c may be auto-played when each card y here, (suit, distance, y), is home or can never
    # be needed on c (reduction 5): the cards that fit on c
    safe_needs: list[tuple[tuple[int, int, int], ...]] = field(default_factory=list)
    any_run: bool = False
    whole_only: bool = False
    one_card: bool = False
    ncols: int = 4
    refill: bool = True  # an emptied column takes the reserve top at once
    empty_from_reserve: bool = False
    limited: bool = False  # a pass limit: the pass number is part of the state and key
    passes: int = 1  # the pass limit, when limited
    const_draw: bool = True  # every pass turns the same number of cards
    talon_auto: bool = False  # talon cards may be auto-played (every pass draws 1)
    turns: list[int] = field(default_factory=list)  # turns[j]: cards turned in pass j
    empty_from_waste: bool = False
    empty_from_tableau: bool = False
    empty_from_foundation: bool = False
    takeback: bool = False
    auto: bool = False
    dead_check: int = 0  # 0 none, 1 hoyle (item 6), 2 strict (item 7)
    switches: bool = False  # runs on partner cards are searched once (reduction 10)
    lazy_talon: bool = False  # a talon card comes onto a column only to be built on (12)
    lazy_reserve: bool = False  # a reserve card comes onto a column only with a use (13)
    partner: list[int] = field(default_factory=list)  # same rank, same colour, other suit
    reach_cache: dict = field(default_factory=dict)
    switching_cache: dict = field(default_factory=dict)  # cols -> `_switching` (a hot spot)
    root: tuple = ()  # the root search state (before automatic moves)

    @classmethod
    def build(cls, state: State) -> Tables:
        rules = state.rules
        t = cls(
            rules=rules,
            draw=state.draw,
            start_rank=state.start_rank,
            reserve=tuple(c.index for c in state.reserve),
            talon=tuple(c.index for c in state.waste + state.stock),
        )
        t.talon_bit = {c: 1 << i for i, c in enumerate(t.talon)}
        s0 = state.start_rank
        t.dist = [((c % 13 + 1) - s0) % 13 for c in range(52)]
        t.suit = [c // 13 for c in range(52)]
        t.fcard = [[s * 13 + (s0 - 1 + k) % 13 for k in range(13)] for s in range(4)]
        red = [s in (1, 2) for s in range(4)]
        if rules.building is Building.ALTERNATE:
            builds = [[o for o in range(4) if red[o] != red[s]] for s in range(4)]
        elif rules.building is Building.IN_SUIT:
            builds = [[s] for s in range(4)]
        else:  # any suit
            builds = [[0, 1, 2, 3] for _s in range(4)]

        def rank(c: int) -> int:
            return c % 13 + 1

        for c in range(52):
            s, d = c // 13, t.dist[c]
            # cards that fit on c: a building suit, one distance (= one rank) lower; no
            # king on an ace where the rules do not wrap
            acc = tuple(t.fcard[o][(d - 1) % 13] for o in builds[s])
            fit = tuple(t.fcard[o][(d + 1) % 13] for o in builds[s])
            if not rules.wrap:
                acc = acc if rank(c) != 1 else ()
                fit = fit if rank(c) != 13 else ()
            t.accepts.append(acc)
            t.fits_on.append(fit)
            # the cards that fit on c, which `_safe` asks about before c goes home
            t.safe_needs.append(tuple((a // 13, t.dist[a], a) for a in acc))
        t.any_run = rules.group_moves is GroupMoves.ANY_RUN
        t.whole_only = rules.group_moves is GroupMoves.WHOLE_COLUMN
        t.one_card = rules.group_moves is GroupMoves.ONE_CARD
        t.ncols = rules.columns
        t.refill = rules.refill_from_reserve
        t.empty_from_reserve = "reserve" in rules.empty_column_sources
        t.limited = rules.passes is not None
        t.passes = rules.passes if rules.passes is not None else 1
        t.turns = [0] + [rules.draw_for(state.draw, j) for j in range(1, t.passes + 1)]
        draws = {rules.draw_for(state.draw, j) for j in range(1, len(rules.draws) + 2)}
        t.const_draw = len(draws) == 1
        t.talon_auto = draws == {1}
        t.empty_from_waste = "waste" in rules.empty_column_sources
        t.empty_from_tableau = "tableau" in rules.empty_column_sources
        t.empty_from_foundation = "foundation" in rules.empty_column_sources
        t.takeback = rules.foundation_takeback
        # Safe automatic foundation moves are proven only without take-backs.
        t.auto = not rules.foundation_takeback
        t.partner = [{0: 39, 39: 0, 13: 26, 26: 13}[c - c % 13] + c % 13 for c in range(52)]
        if not rules.foundation_takeback and "tableau" not in rules.empty_column_sources:
            if rules.group_moves is GroupMoves.WHOLE_COLUMN:
                t.dead_check = 1
            elif rules.group_moves in (GroupMoves.TOP_OR_WHOLE, GroupMoves.ONE_CARD):
                t.dead_check = 2
        # Reduction 10 needs each card to fit on exactly two cards (partners) and no
        # automatic moves (which could make a switch one-way).
        t.switches = t.any_run and rules.building is Building.ALTERNATE and not t.auto
        # Reduction 12 needs every talon card within reach at all times (one card a turn,
        # unlimited passes) and no take-backs, switches or tableau cards into empty columns.
        t.lazy_talon = (
            t.talon_auto
            and not t.limited
            and t.auto
            and not t.switches
            and not t.empty_from_tableau
        )
        # Reduction 13 needs the refill (an emptied column takes the reserve top at once)
        # and no take-backs, switches or tableau cards into empty columns.
        t.lazy_reserve = t.refill and t.auto and not t.switches and not t.empty_from_tableau
        return t


# A search state: (r, cols, f, talon, p, mask, ps)
#   r     cards left in the reserve (top = tables.reserve[r-1])
#   cols  tuple of the column tuples, bottom -> top
#   f     tuple of 4 foundation counts (S H D C)
#   talon tuple of current talon cards, p = waste length, mask = talon as root bitmask
#   ps    the pass number (1 = the first): kept exact only where passes are limited


def root_state(state: State, t: Tables) -> tuple:
    cols = tuple(tuple(c.index for c in col) for col in state.tableau)
    f = tuple(len(state.foundations[s]) for s in SUITS)
    mask = (1 << len(t.talon)) - 1
    ps = state.pass_no if t.limited else 1
    t.root = (len(state.reserve), cols, f, t.talon, len(state.waste), mask, ps)
    return t.root


def _covering(entries: list, p: int, ps: int, n: int, t: Tables) -> int | None:
    """The index of an entry (pass, pointer, index) that reaches pointer p in pass ps
    by turning alone (talon of n cards), or None."""
    if not t.limited:  # unlimited draw 3 (reduction 9): pp reaches its chain, then the cycle
        for _js, pp, k in entries:
            if p == n or p % 3 == 0 or (p >= pp and (p - pp) % 3 == 0):
                return k
        return None
    turns = t.turns
    for js, pp, k in entries:
        if js == ps:
            if p >= pp and (p == n or (p - pp) % turns[js] == 0):
                return k
        elif js < ps and (p == n or p % turns[ps] == 0):
            return k
    return None


def reachable(q: int, p: int, n: int, draw: int) -> bool:
    """Can talon[q-1] become the waste top by turning only (waste length p, talon n)?
    Unlimited passes."""
    if draw == 1:
        return True
    return q == n or q % 3 == 0 or (q >= p and (q - p) % 3 == 0)


def talon_reach(talon: tuple, p: int, ps: int, t: Tables) -> dict[int, tuple]:
    """Talon card -> the (pointer q, pass) pairs at which turning alone makes it the
    waste top (q 1-based). Unlimited passes: one pair per card, the pass unchanged.
    Limited passes: pass ps turns on from p, each later pass (while the limit allows)
    from 0, each with its own draw; when every pass turns the same number of cards,
    only a card's earliest pass is kept (reduction 8)."""
    n = len(talon)
    if not t.limited:
        draw = t.draw
        return {talon[q - 1]: ((q, ps),) for q in range(1, n + 1) if reachable(q, p, n, draw)}
    out: dict[int, tuple] = {}
    for j in range(ps, t.passes + 1):
        k = t.rules.draw_for(t.draw, j)
        q = p if j == ps else 0
        qs = [q] if q else []
        while q < n:
            q = min(q + k, n)
            qs.append(q)
        for q in qs:
            x = talon[q - 1]
            if x not in out:
                out[x] = ((q, j),)
            elif not t.const_draw and (q, j) not in out[x]:
                out[x] = (*out[x], (q, j))
    return out


def apply_internal(s: tuple, mv: tuple, t: Tables) -> tuple:
    """The state after an internal move (no automatic moves)."""
    r, cols, f, talon, p, mask, ps = s
    kind = mv[0]
    if kind == K_MULTI:
        for sub in mv[1:]:
            s = apply_internal(s, sub, t)
        return s
    if kind == K_RESERVE:
        x = t.reserve[r - 1]
        r -= 1
        dst = mv[1]
    elif kind == K_TALON:
        x = mv[1]
        bit = t.talon_bit[x]
        i = (mask & (bit - 1)).bit_count()
        talon = talon[:i] + talon[i + 1 :]
        mask &= ~bit
        p = i
        ps = mv[2]
        dst = mv[3]
    elif kind == K_COLUMN:
        src, n = mv[1], mv[2]
        col = cols[src]
        group = col[-n:]
        rest = col[:-n]
        if not rest and r and t.refill:
            rest = (t.reserve[r - 1],)
            r -= 1
        cols = cols[:src] + (rest,) + cols[src + 1 :]
        dst = mv[3]
        if dst != FOUNDATION:
            cols = cols[:dst] + (cols[dst] + group,) + cols[dst + 1 :]
            return (r, cols, f, talon, p, mask, ps)
        x = group[0]
    else:  # K_TAKEBACK
        su, dst = mv[1], mv[2]
        x = t.fcard[su][f[su] - 1]
        f = f[:su] + (f[su] - 1,) + f[su + 1 :]
        cols = cols[:dst] + (cols[dst] + (x,),) + cols[dst + 1 :]
        return (r, cols, f, talon, p, mask, ps)
    if dst == FOUNDATION:
        su = x // 13
        f = f[:su] + (f[su] + 1,) + f[su + 1 :]
    else:
        cols = cols[:dst] + (cols[dst] + (x,),) + cols[dst + 1 :]
    return (r, cols, f, talon, p, mask, ps)


def _safe(x: int, f: tuple, needs: list) -> bool:
    for su, e, y in needs[x]:
        if f[su] <= e:  # y, which fits on x, is not home
            if f[su] < e:
                return False
            # y could go home now and nothing can ever lie on y (reduction 5)
            for su2, e2, _ in needs[y]:
                if f[su2] <= e2:
                    return False
    return True


def auto_moves(s: tuple, t: Tables) -> tuple[tuple, list[tuple]]:
    """Play every safe foundation move (no take-back presets only); return state, moves."""
    played: list[tuple] = []
    dist, suit, needs = t.dist, t.suit, t.safe_needs
    while True:
        r, cols, f, talon, p, mask, ps = s
        mv = None
        if r:
            x = t.reserve[r - 1]
            if f[suit[x]] == dist[x] and _safe(x, f, needs):
                mv = (K_RESERVE, FOUNDATION)
        if mv is None:
            for i in range(len(cols)):
                col = cols[i]
                if col:
                    x = col[-1]
                    if f[suit[x]] == dist[x] and _safe(x, f, needs):
                        mv = (K_COLUMN, i, 1, FOUNDATION)
                        break
        if mv is None and t.talon_auto and talon:
            if t.limited:
                # limited passes: only the waste top (reduction 5, limited passes)
                if p:
                    x = talon[p - 1]
                    if f[suit[x]] == dist[x] and _safe(x, f, needs):
                        mv = (K_TALON, x, ps, FOUNDATION)
            else:
                for su in range(4):
                    if f[su] < 13:
                        x = t.fcard[su][f[su]]
                        if mask & t.talon_bit.get(x, 0) and _safe(x, f, needs):
                            mv = (K_TALON, x, ps, FOUNDATION)
                            break
        if mv is None:
            return s, played
        played.append(mv)
        s = apply_internal(s, mv, t)


def gen_moves(s: tuple, t: Tables) -> list[tuple]:
    """The internal moves of a state, best first."""
    return [m for _, m in gen_scored(s, t)]


def gen_scored(s: tuple, t: Tables, bare: bool = False) -> list[tuple[float, tuple]]:
    """`gen_moves` with each move's priority (smaller first), sorted. `bare`: reserve
    cards onto columns as plain moves even where reduction 13 pairs them."""
    r, cols, f, talon, p, mask, ps = s
    dist, suit = t.dist, t.suit
    out: list[tuple[float, tuple]] = []
    add = out.append
    ncols = len(cols)
    limited = t.limited
    n_talon = len(talon)

    # reachable talon cards -> their (pointer q (1-based), pass) pairs, cached per talon state
    tkey = (mask, p, ps)
    reach = t.reach_cache.get(tkey)
    if reach is None:
        reach = talon_reach(talon, p, ps, t)
        if len(t.reach_cache) > CACHE_ENTRIES:
            t.reach_cache.clear()
        t.reach_cache[tkey] = reach
    talon_pos = reach.get

    res_top = t.reserve[r - 1] if r else -1

    # --- foundation plays
    for su in range(4):
        k = f[su]
        if k >= 13:
            continue
        x = t.fcard[su][k]
        if x == res_top:
            add((0, (K_RESERVE, FOUNDATION)))
            continue
        for i in range(ncols):
            col = cols[i]
            if col and col[-1] == x:
                add((1, (K_COLUMN, i, 1, FOUNDATION)))
                break
        else:
            qs = talon_pos(x)
            if qs:
                for q, j in qs:
                    prio = 2 if q == p and j == ps else 3
                    if limited and prio == 3:
                        prio = _skip_prio(q, j, p, ps, n_talon)
                    add((prio, (K_TALON, x, j, FOUNDATION)))

    # --- moves onto non-empty columns
    empty = -1
    any_run, whole_only, one_card = t.any_run, t.whole_only, t.one_card
    # reduction 10: a run moved onto a non-empty column is a switch, made by `canon_runs`
    switching = t.switches and _switching_at(cols, t)
    refill_prio = 5 if (r and t.refill) else 9
    for j in range(ncols):
        dcol = cols[j]
        if not dcol:
            if empty < 0:
                empty = j
            continue
        acc = t.accepts[dcol[-1]]
        if not acc:
            continue
        for a in acc:
            if a == res_top:
                if t.lazy_reserve and not bare and r > 1:
                    for mv in _reserve_play_uses(s, t, j):
                        add((4, mv))
                else:
                    add((4, (K_RESERVE, j)))
                continue
            qs = talon_pos(a)
            if qs:
                for q, pj in qs:
                    prio = 6 if q == p and pj == ps else 7
                    if limited and prio == 7:
                        prio = 0.5 + _skip_prio(q, pj, p, ps, n_talon)
                    if t.lazy_talon:
                        for use in _built_on(s, t, a, j, reach):
                            add((prio, (K_MULTI, (K_TALON, a, pj, j), use)))
                    else:
                        add((prio, (K_TALON, a, pj, j)))
                continue
            if t.takeback:
                sa = suit[a]
                if f[sa] and f[sa] - 1 == dist[a]:
                    for mv in _takebacks(s, t, sa, j, switching, reach):
                        add((12, mv))
                    continue
        # column -> column groups
        for i in range(ncols):
            if i == j:
                continue
            col = cols[i]
            ln = len(col)
            if not ln:
                continue
            if any_run:
                if col[0] in acc:
                    add((refill_prio, (K_COLUMN, i, ln, j)))
                if not switching:
                    for k in range(1, ln):
                        if col[k] in acc:
                            add((8, (K_COLUMN, i, ln - k, j)))
            elif whole_only:
                if col[0] in acc:
                    add((refill_prio, (K_COLUMN, i, ln, j)))
            elif one_card:
                if col[-1] in acc:
                    add((refill_prio if ln == 1 else 8, (K_COLUMN, i, 1, j)))
            else:  # top card or whole column
                if col[0] in acc:
                    add((refill_prio, (K_COLUMN, i, ln, j)))
                if ln > 1 and col[-1] in acc:
                    add((8, (K_COLUMN, i, 1, j)))

    # --- moves into an empty column (with the refill there is one only once the
    # reserve is empty); all empty columns are interchangeable, so only the first is
    # offered.
    if empty >= 0:
        if t.empty_from_reserve and r:
            add((4, (K_RESERVE, empty)))
        if t.empty_from_waste and talon:
            for x, qs in reach.items():
                for _q, j in qs:
                    add((10, (K_TALON, x, j, empty)))
        if t.empty_from_tableau:
            for i in range(ncols):
                ln = len(cols[i])
                if ln > 1:
                    if any_run:
                        for n in range(1, ln):
                            add((11, (K_COLUMN, i, n, empty)))
                    elif not whole_only:
                        add((11, (K_COLUMN, i, 1, empty)))
        if t.empty_from_foundation:
            for su in range(4):
                if f[su]:
                    for mv in _takebacks(s, t, su, empty, switching, reach):
                        add((13, mv))
    if switching:
        _switched_moves(s, t, reach, refill_prio, add)
    out.sort(key=_prio)
    return out


def _switching_at(cols: tuple, t: Tables) -> bool:
    """`_switching`, cached per column layout: a state's layout is tested when it is
    made (`canon_runs`) and again when it is expanded, and many states share one."""
    known = t.switching_cache.get(cols)
    if known is None:
        known = _switching(cols, t.partner)
        if len(t.switching_cache) > CACHE_ENTRIES:
            t.switching_cache.clear()
        t.switching_cache[cols] = known
    return known


def _switching(cols: tuple, partner: list) -> bool:
    """Reduction 10 holds here: no switches can build a column of 27 cards (a card and,
    26 cards above it, its partner). Each column's length plus the runs its top can
    receive (the run on the top's partner, then the run on the partner of that run's
    top, and so on; a cut only shortens a column) stays at most 26."""
    # a chain adds to column i at most each other column but its partner card
    bound = 1
    for col in cols:
        if col:
            bound += len(col) - 1
    if bound <= 26:
        return True
    # where each column's top can send its chain: the column holding the top's partner
    # under other cards, and how many cards lie on that partner (the same for every start)
    ncols = len(cols)
    nxt, gain = [-1] * ncols, [0] * ncols
    for h in range(ncols):
        if cols[h]:
            m = partner[cols[h][-1]]
            g = _covered_in(cols, m, h)
            if g >= 0:
                nxt[h], gain[h] = g, len(cols[g]) - cols[g].index(m) - 1
    for i in range(ncols):
        if not cols[i]:
            continue
        n, h, visited = len(cols[i]), i, 1 << i
        while True:
            g = nxt[h]
            if g < 0 or visited >> g & 1:
                break
            visited |= 1 << g
            n += gain[h]
            h = g
        if n > 26:
            return False
    return True


def _covered_in(cols: tuple, card: int, other_than: int) -> int:
    """The column (not `other_than`) where `card` lies with a card on it, or -1."""
    for i in range(len(cols)):
        col = cols[i]
        if i != other_than and card in col and col[-1] != card:
            return i
    return -1


def _switched_moves(s: tuple, t: Tables, reach: dict, refill_prio: int, add) -> None:
    """Reduction 10: the moves a switch makes possible. Where a run lies on card m and
    m's partner o is a column top, the switch moves the run onto o and m becomes a top:
    m may go home, or the card that fits on m beside the run's first card (its partner
    c') may come onto m from the reserve, the talon, the foundation or as the bottom of
    a whole column. Each is one K_MULTI move (switch, move)."""
    r, cols, f, talon, p, mask, ps = s
    dist, partner = t.dist, t.partner
    res_top = t.reserve[r - 1] if r else -1
    for j in range(len(cols)):
        if not cols[j]:
            continue
        m = partner[cols[j][-1]]
        i = _covered_in(cols, m, j)
        if i < 0:
            continue
        col = cols[i]
        ln = len(col)
        k = col.index(m) + 1
        flip = (K_COLUMN, i, ln - k, j)
        if f[m // 13] == dist[m]:
            add((1.1, (K_MULTI, flip, (K_COLUMN, i, 1, FOUNDATION))))
        c2 = partner[col[k]]
        if c2 == res_top:
            add((4.1, (K_MULTI, flip, (K_RESERVE, i))))
            continue
        qs = reach.get(c2)
        if qs:
            for q, pj in qs:
                prio = 6.1 if q == p and pj == ps else 7.1
                add((prio, (K_MULTI, flip, (K_TALON, c2, pj, i))))
            continue
        for h in range(len(cols)):
            if h != i and cols[h] and cols[h][0] == c2:
                n = len(cols[h]) + (ln - k if h == j else 0)
                add((refill_prio + 0.1, (K_MULTI, flip, (K_COLUMN, h, n, i))))
                break
        else:
            su = c2 // 13
            if t.takeback and f[su] and f[su] - 1 == dist[c2]:
                flipped = apply_internal(s, flip, t)
                for mv in _takebacks(flipped, t, su, i, True, reach):
                    add((12.1, (K_MULTI, flip, mv)))


def _takebacks(s: tuple, t: Tables, su: int, j: int, switching: bool, reach: dict) -> list:
    """Reduction 11: suit su's foundation top x taken back onto column j, each way with
    the move that then puts a card on x: a take-back is searched only so. Where a run of
    the columns could come onto x (a switch, reduction 10) the take-back alone is the
    move; canonical form puts the run on x or leaves it, the same class. A foundation
    top that fits on x is taken back onto it in turn (a chain, one flat K_MULTI)."""
    r = s[0]
    out: list[tuple] = []
    res_top = t.reserve[r - 1] if r else -1
    _takeback_chains(t, s[1], s[2], su, j, switching, reach, res_top, (), out)
    return out


def _takeback_chains(
    t: Tables,
    cols: tuple,
    f: tuple,
    su: int,
    j: int,
    switching: bool,
    reach: dict,
    res_top: int,
    before: tuple,
    out: list,
) -> None:
    """`_takebacks` after the take-backs `before` (their foundations already lowered in
    `f`; their cards lie on column j, which no card below is taken from)."""
    tbs = (*before, (K_TAKEBACK, su, j))
    x = t.fcard[su][f[su] - 1]
    f = f[:su] + (f[su] - 1,) + f[su + 1 :]
    plain = False
    for c in t.accepts[x]:
        if c == res_top:
            out.append((K_MULTI, *tbs, (K_RESERVE, j)))
            continue
        qs = reach.get(c)
        if qs:
            for _q, pj in qs:
                out.append((K_MULTI, *tbs, (K_TALON, c, pj, j)))
            continue
        sc = c // 13
        home = f[sc]
        if home and home - 1 == t.dist[c]:  # a foundation top: a chain
            _takeback_chains(t, cols, f, sc, j, switching, reach, res_top, tbs, out)
            continue
        for h in range(len(cols)):
            col = cols[h]
            if h == j or c not in col:
                continue
            k = col.index(c)
            ln = len(col)
            if k == 0:
                if not t.one_card or ln == 1:
                    out.append((K_MULTI, *tbs, (K_COLUMN, h, ln, j)))
            elif switching:
                plain = True
            elif k == ln - 1 and not t.whole_only:
                out.append((K_MULTI, *tbs, (K_COLUMN, h, 1, j)))
            elif t.any_run:
                out.append((K_MULTI, *tbs, (K_COLUMN, h, ln - k, j)))
            break
    if plain:
        out.append((K_MULTI, *tbs) if before else tbs[0])


def _built_on(s: tuple, t: Tables, x: int, j: int, reach: dict) -> list[tuple]:
    """Reduction 12: the moves that put a card on talon card x once x lies on column j's
    top: the reserve top, another talon card, a column's top card or its whole column
    (as the rules move them; never column j's own)."""
    r, cols = s[0], s[1]
    res_top = t.reserve[r - 1] if r else -1
    out: list[tuple] = []
    for c in t.accepts[x]:
        if c == res_top:
            out.append((K_RESERVE, j))
            continue
        qs = reach.get(c)
        if qs:
            out.extend((K_TALON, c, pj, j) for _q, pj in qs)
            continue
        for h in range(len(cols)):
            col = cols[h]
            if h == j or not col:
                continue
            if col[0] == c and (len(col) == 1 or not t.one_card):
                out.append((K_COLUMN, h, len(col), j))
            elif col[-1] == c and not t.whole_only:
                out.append((K_COLUMN, h, 1, j))
    return out


def _reserve_play_uses(s: tuple, t: Tables, j: int) -> list[tuple]:
    """Reduction 13: the reserve top x played onto column j, as one move with each move
    that then uses the play (the next reserve card leaves, by a move or the refill, or
    x is no longer a top); the play alone where its automatic moves already do."""
    play = (K_RESERVE, j)
    x = t.reserve[s[0] - 1]
    s1 = apply_internal(s, play, t)
    if auto_moves(s1, t)[1]:
        return [play]
    r1 = s1[0]
    out: list[tuple] = []
    for _, mv in gen_scored(s1, t, bare=True):
        child = _child(s1, mv, t, True)[0]
        if child[0] < r1 or not any(col and col[-1] == x for col in child[1]):
            out.append((K_MULTI, play, mv))
    return out


def _parts(mv: tuple) -> tuple:
    """The plain moves of a move (a K_MULTI's, in order)."""
    if mv[0] != K_MULTI:
        return (mv,)
    out: tuple = ()
    for sub in mv[1:]:
        out += _parts(sub)
    return out


def canon_runs(s: tuple, t: Tables) -> tuple[tuple, tuple]:
    """Reduction 10: move each run lying on a card whose partner (a column top) has the
    smaller index onto that partner; returns the state and the switches made (none
    where the reduction does not hold, `_switching`)."""
    made: tuple = ()
    partner = t.partner
    if not _switching_at(s[1], t):
        return s, made
    while True:
        cols = s[1]
        mv = None
        for j in range(len(cols)):
            if not cols[j]:
                continue
            o = cols[j][-1]
            m = partner[o]
            i = -1 if o > m else _covered_in(cols, m, j)
            if i >= 0:
                mv = (K_COLUMN, i, len(cols[i]) - cols[i].index(m) - 1, j)
                break
        if mv is None:
            return s, made
        s = apply_internal(s, mv, t)
        made = (*made, mv)


def _skip_prio(q: int, j: int, p: int, ps: int, n: int) -> float:
    """Limited passes: a talon play that turns past cards comes after the column moves,
    the later the more cards it passes (those cards come back only in a later pass)."""
    passed = (q - p) if j == ps else (n - p) + (j - ps - 1) * n + q
    if passed <= 1:
        return 3
    return 8.2 + min(passed, 40) / 20


def _prio(item: tuple) -> float:
    return item[0]


def dead_after_placing(s: tuple, dst: int, below: int, t: Tables) -> bool:
    """True when the card `below` (now under another card in column `dst`) can never go home.

    Waits-for edges: a card waits for its suit predecessor (if not home) and, when
    the order is permanent, for the card directly above it in its column. A cycle
    through the new edge (below -> the card above it) means no card of the cycle can
    ever reach its foundation, so the position is lost. In hoyle a card leaves a column
    only to its foundation or with the whole column, so column order never changes.
    """
    f = s[2]
    dist, fcard = t.dist, t.fcard
    above = _permanent_above(s)
    if below not in above:
        return False
    target = below
    seen = {below}
    stack = [above[below]]
    while stack:
        x = stack.pop()
        if x == target:
            return True
        if x in seen:
            continue
        seen.add(x)
        y = above.get(x)
        if y is not None:
            stack.append(y)
        su = x // 13
        d = dist[x]
        if d > f[su]:  # predecessor not home
            stack.append(fcard[su][d - 1])
    return False


def _permanent_above(s: tuple) -> dict[int, int]:
    """Card -> the card lying on it (hoyle: an order that never changes, item 6)."""
    above: dict[int, int] = {}
    for col in s[1]:
        for i in range(len(col) - 1):
            above[col[i]] = col[i + 1]
    return above


def dead_anywhere(s: tuple, t: Tables) -> bool:
    """True when the waits-for graph of `dead_after_placing` has a cycle anywhere.

    The same edges and the same argument (module docstring, item 6); used at the root
    (the search itself checks only the edges each move adds).
    """
    f = s[2]
    dist, fcard = t.dist, t.fcard
    above = _permanent_above(s)
    # every cycle passes through a covered card (predecessor edges alone only go down
    # a suit), so colouring from the covered cards finds any cycle
    state: dict[int, int] = {}  # 1 on the current path, 2 done
    for start in above:
        if start in state:
            continue
        # iterative DFS with an explicit path
        stack = [(start, 0)]
        state[start] = 1
        while stack:
            x, k = stack[-1]
            succ = []
            y = above.get(x)
            if y is not None:
                succ.append(y)
            d = dist[x]
            if d > f[x // 13]:
                succ.append(fcard[x // 13][d - 1])
            if k < len(succ):
                stack[-1] = (x, k + 1)
                z = succ[k]
                c = state.get(z, 0)
                if c == 1:
                    return True
                if c == 0:
                    state[z] = 1
                    stack.append((z, 0))
            else:
                state[x] = 2
                stack.pop()
    return False


def dead_by_fixpoint(s: tuple, t: Tables) -> bool:
    """Strict: some card can never go home (module docstring, item 7).

    The least fixpoint of what could still happen: `home_ok[su]` counts the cards of
    suit su that may go home, `acc_from[ci]` the lowest height of column ci that may
    become free (every card above it may leave). Both only grow, so it ends.
    """
    cols, f = s[1], s[2]
    dist, fits_on, fcard = t.dist, t.fits_on, t.fcard
    ncols = len(cols)
    col_of = [-1] * 52
    height = [0] * 52
    acc_from = []
    for ci in range(ncols):
        col = cols[ci]
        i = 0
        for c in col:
            col_of[c] = ci
            height[c] = i
            i += 1
        acc_from.append(i - 1)
    home_ok = list(f)
    while True:
        changed = blocked = False
        # free the columns from the top down: y may leave if it may go home, or if a
        # card it fits on, not home, may be free (reserve and talon cards count as free)
        for ci in range(ncols):
            col = cols[ci]
            i = acc_from[ci]
            while i >= 1:
                y = col[i]
                if home_ok[y // 13] <= dist[y]:
                    for z in fits_on[y]:
                        cz = col_of[z]
                        if cz < 0:
                            if f[z // 13] <= dist[z]:
                                break
                        elif height[z] >= acc_from[cz]:
                            break
                    else:
                        break
                i -= 1
            if i < acc_from[ci]:
                acc_from[ci] = i if i > 0 else 0
                changed = True
            if i > 0:
                blocked = True
        if not blocked:  # every column card may become free, so every card may go home
            return False
        # then the suits: the next card may go home unless it is a column card not free
        for su in range(4):
            k = home_ok[su]
            fc = fcard[su]
            while k < 13:
                c = fc[k]
                cz = col_of[c]
                if cz >= 0 and height[c] < acc_from[cz]:
                    break
                k += 1
            if k != home_ok[su]:
                home_ok[su] = k
                changed = True
        if not changed:
            return min(home_ok) < 13


def _root(state: State) -> tuple[Tables, tuple, list[tuple], SearchResult | None]:
    """Both searches start here: the tables, the root after its safe automatic moves
    (those moves, the line's start), and the verdict when the root already decides."""
    t = Tables.build(state)
    s0 = root_state(state, t)
    pre: list[tuple] = []
    if t.auto:
        s0, pre = auto_moves(s0, t)
    elif t.switches:
        s0, made = canon_runs(s0, t)
        pre = list(made)
    if is_won(s0):
        return t, s0, pre, SearchResult("won", pre, 1, list(pre))
    if t.dead_check == 2:
        dead = dead_by_fixpoint(s0, t)
    else:
        dead = t.dead_check == 1 and dead_anywhere(s0, t)
    return t, s0, pre, SearchResult("lost", [], 1, list(pre)) if dead else None


def _dead_child(parent: tuple, mv: tuple, child: tuple, t: Tables) -> bool:
    """The move leaves a dead position (reductions 6 and 7)."""
    if t.dead_check == 1 and mv[0] == K_MULTI:
        # reductions 12 and 13: two moves, so up to two new edges anywhere
        return dead_anywhere(child, t)
    if t.dead_check == 1 and mv[-1] != FOUNDATION:
        # the move put card(s) on column mv[-1]: a new "waits for" edge
        below = parent[1][mv[-1]]
        placed = child[1][mv[-1]]
        return (
            bool(below)
            and len(placed) > len(below)
            and dead_after_placing(child, mv[-1], below[-1], t)
        )
    return t.dead_check == 2 and dead_by_fixpoint(child, t)


def _child(cur: tuple, mv: tuple, t: Tables, auto: bool) -> tuple[tuple, tuple]:
    """The state after `mv` and its safe automatic moves (or the switches that make it
    canonical, reduction 10), and the step they make."""
    child = apply_internal(cur, mv, t)
    step: tuple = _parts(mv) if mv[0] == K_MULTI else (mv,)
    if auto and mv[0] != K_TAKEBACK:
        child, autos = auto_moves(child, t)
        if autos:
            step = (*step, *autos)
    elif t.switches:
        child, made = canon_runs(child, t)
        if made:
            step = (*step, *made)
    return child, step


def is_won(s: tuple) -> bool:
    f = s[2]
    return f[0] + f[1] + f[2] + f[3] == 52


def progress(s: tuple) -> tuple[int, int]:
    f = s[2]
    return (f[0] + f[1] + f[2] + f[3], -s[0])


@dataclass
class SearchResult:
    verdict: str  # "won" | "lost" | "unknown"
    path: list[tuple]  # internal moves from the root (auto moves included), if won
    nodes: int
    best_path: list[tuple]  # the path to the most advanced state seen


def search(
    state: State,
    deadline: float | None = None,
    node_budget: int | None = None,
    plain: bool = False,
    rng: random.Random | None = None,
) -> tuple[SearchResult, Tables]:
    """Depth-first search with a transposition table over the compact model: the game's
    portfolio, or with `plain` the depth-first search alone (a benchmark's measure), in
    the solver's move order or, given `rng`, a random order within each priority class."""
    # The visited set holds up to millions of tuples and creates no cycles: the
    # cyclic garbage collector would only rescan it again and again.
    enabled = gc.isenabled()
    gc.disable()
    try:
        if plain:
            result, t = _search(state, deadline, node_budget, rng=rng)
        else:
            result, t = _search_any(state, deadline, node_budget)
        result.path = _checked(natural_line(result.path, t), result.path, state, t)
        result.best_path = _checked(natural_line(result.best_path, t), result.best_path, state, t)
        # Up to CACHE_ENTRIES talon reaches and switch tests each: freed now, not scanned
        # by the collector's first full pass once it is back on (0.1 s after a 10 s
        # search, for nothing).
        t.reach_cache.clear()
        t.switching_cache.clear()
        return result, t
    finally:
        if enabled:
            gc.enable()


def _search_any(
    state: State, deadline: float | None, node_budget: int | None
) -> tuple[SearchResult, Tables]:
    """The game's search: Canfield's portfolio, or the family games'; a timed search
    over rules with take-backs tries their sub-games first (`_sub_game_win`)."""
    subs = state.rules.sub_games()
    if subs and deadline is not None and node_budget is None:
        start = time.perf_counter()
        each = sub_game_seconds(deadline - start, len(subs))
        for i, sub in enumerate(subs, 1):
            won = _sub_game_win(state, sub, start + i * each)
            if won is not None:
                return won
    if state.rules.game == "canfield":
        return _search_canfield(state, deadline, node_budget)
    if not BEST_FIRST:
        return _search(state, deadline, node_budget)
    limited = state.rules.passes is not None
    if deadline is None and node_budget is None:
        return (_search if limited else _search_best)(state, deadline, node_budget)
    if node_budget is None and two_cores.available():
        return _search_two_cores(
            state,
            deadline,
            _best_first_alone,
            lambda: _portfolio(state, _phases(limited), deadline, None),
        )
    return _portfolio(state, _phases(limited), deadline, node_budget)


def sub_game_seconds(span: float, subs: int) -> float:
    """The time each of `subs` sub-games gets of a search of `span` seconds."""
    return max(SUB_GAME_SHARE * span, min(SUB_GAME_FLOOR, span / (subs + 1)))


def _sub_game_win(state: State, sub: Rules, deadline: float) -> tuple[SearchResult, Tables] | None:
    """Search the position under `sub` (one of `Rules.sub_games`: a subset of its
    moves) until `deadline`; its winning line, which the engine then plays under the
    real rules, or None (a loss there says nothing here). Without take-backs the safe
    automatic moves hold (and, the strict game, the dead-position tests), and the
    smaller graph holds wins that the search over take-backs does not reach in time
    (module docstring, "The sub-games")."""
    from game.engine.moves import MoveError

    trial = state.copy()
    trial.rules = sub
    result, t = _search_any(trial, deadline, None)
    if result.verdict != "won":
        return None
    try:
        to_engine_moves(state, result.path, t)  # every move played by the real rules
    except (MoveError, AssertionError):
        return None
    return result, t


@dataclass(frozen=True)
class Phase:
    """One search of the family games' portfolio (module docstring)."""

    run: object  # (state, deadline, node_budget, lost) -> (SearchResult, Tables)
    share: float  # of the whole budget (time and nodes), unused shares passing on


def _phases(limited: bool) -> tuple[Phase, ...]:
    """Limited passes: best-first by `_score_light` and depth-first taking turns, then
    best-first by `_score`; unlimited: Canfield's restart portfolio, then best-first by `_score`."""
    if limited:
        return (Phase(_search_light_and_dfs, TAKE_TURNS_SHARE), Phase(_search_best, 1.0))
    return (Phase(_restart_portfolio, RESTARTS_SHARE_UNLIMITED), Phase(_search_best, 1.0))


def _portfolio(
    state: State, phases: tuple[Phase, ...], deadline: float | None, node_budget: int | None
) -> tuple[SearchResult, Tables]:
    """Run the phases in turn until one decides. Each is complete on its own (the same
    graph from the root), so its "won" or "lost" stands; undecided, the best guess of
    all of them is kept. Phase k may use the budget up to the sum of the shares so far."""
    start = time.perf_counter()
    span = None if deadline is None else deadline - start
    nodes, cum = 0, 0.0
    lost = StateTable(Tables.build(state))  # what one search proves lost, the next skips
    best: tuple | None = None  # (progress, result, tables) of the best undecided phase
    for k, ph in enumerate(phases):
        last = k == len(phases) - 1
        cum = 1.0 if last else min(1.0, cum + ph.share)
        dl = None if span is None else (deadline if last else start + cum * span)
        nb = None
        if node_budget is not None:
            nb = max(1, int(cum * node_budget) - nodes)
        result, t = ph.run(state, dl, nb, lost)
        nodes += result.nodes
        result.nodes = nodes
        if result.verdict != "unknown":
            return result, t
        prog = progress_of(result, t)
        if best is None or prog > best[0]:
            best = (prog, result, t)
        if (deadline is not None and time.perf_counter() >= deadline) or (
            node_budget is not None and nodes >= node_budget
        ):
            break
    assert best is not None
    best[1].nodes = nodes
    return best[1], best[2]


def _search(
    state: State,
    deadline: float | None,
    node_budget: int | None,
    lost: StateTable | None = None,
    rng: random.Random | None = None,
) -> tuple[SearchResult, Tables]:
    """The plain depth-first search (`_Dfs` in one run, in a random order with `rng`)
    within the budgets, marking what it proves lost in `lost`."""
    t, s0, pre, decided = _root(state)
    if decided is not None:
        return decided, t
    return _run_whole(_Dfs(t, s0, pre, rng, lost), t, deadline, node_budget)


def _run_whole(
    search, t: Tables, deadline: float | None, node_budget: int | None
) -> tuple[SearchResult, Tables]:
    """A resumable search (`_Dfs`, `_BestFirst`) run in one slice to its budgets; when
    undecided, "unknown" with the line to its most advanced state."""
    result = search.run(math.inf if node_budget is None else node_budget, deadline)
    if result is None:
        return SearchResult("unknown", [], search.nodes, search.best_path), t
    return result, t


def _search_light_and_dfs(
    state: State,
    deadline: float | None,
    node_budget: int | None,
    lost: StateTable | None = None,
) -> tuple[SearchResult, Tables]:
    """Best-first by `_score_light` and the depth-first search in turns of TURN_NODES
    nodes each, until one decides: each wins some deals at once that the other does not
    win for seconds, so taking turns costs either at most twice its own time. The
    depth-first search marks what it proves lost; the best-first search skips it."""
    t, s0, pre, decided = _root(state)
    if decided is not None:
        return decided, t
    lost = lost if lost is not None else StateTable(t)
    searches = (_BestFirst(t, s0, pre, _best_score(t, True), lost), _Dfs(t, s0, pre, None, lost))
    total = math.inf if node_budget is None else node_budget
    while True:
        for search in searches:
            used = sum(x.nodes for x in searches)
            room = min(TURN_NODES, total - used)
            if room <= 0 or (deadline is not None and time.perf_counter() > deadline):
                guess = max(searches, key=lambda x: x.best).best_path
                return SearchResult("unknown", [], used, guess), t
            result = search.run(search.nodes + room, deadline)
            if result is not None:
                result.nodes = sum(x.nodes for x in searches)
                return result, t


class _Dfs:
    """One depth-first search over the compact model (as `_search`), run in slices:
    `run` goes on until the search has made `limit` nodes. With `rng` the moves of each
    state are tried in a random order within their priority class (Canfield's restarts).

    The search numbers its states and keeps Tarjan's low links: when a state's
    strongly connected component is finished without a win, every state in it is lost
    (each successor was searched, lost, or in the component). Those states go into
    `lost` (`StateTable`), which searches of the same position may share: a state
    found there is not searched again (module docstring, "Lost states")."""

    def __init__(
        self,
        t: Tables,
        s0: tuple,
        pre: list[tuple],
        rng: random.Random | None,
        lost: StateTable | None = None,
    ):
        self.t, self.s0, self.rng = t, s0, rng
        self.lost = lost if lost is not None else StateTable(t)
        self.seen = StateTable(t)  # every state searched, with its number
        self.path = list(pre)
        self.base = len(pre)
        self.nodes = 1
        self.best = progress(s0)
        self.best_path = list(pre)
        ref = self.seen.add(table_key(s0), s0, 0)
        self.open = [ref]  # Tarjan's stack: states not yet in a finished component
        # frame: state, moves, next move, number, low link, the state's entry
        self.stack = [[s0, self._moves(s0), 0, 0, 0, ref]]

    def _moves(self, s: tuple) -> list[tuple]:
        if self.rng is None:
            return gen_moves(s, self.t)
        rnd = self.rng.random
        scored = [(prio, rnd(), mv) for prio, mv in gen_scored(s, self.t)]
        scored.sort(key=_prio2)
        return [mv for _, _, mv in scored]

    def run(self, limit: float, deadline: float | None) -> SearchResult | None:
        """Search until won, lost, `limit` nodes or the deadline (then None)."""
        t, s0, path, stack, base = self.t, self.s0, self.path, self.stack, self.base
        auto = t.auto
        lost, opened = self.lost, self.open
        seen_entries = self.seen.entries
        seen_get, lost_get = seen_entries.get, lost.entries.get
        any_pointer = self.seen.any_pointer
        nodes = self.nodes
        perf = time.perf_counter
        try:
            while stack:
                if nodes >= limit:
                    return None
                frame = stack[-1]
                moves = frame[1]
                i = frame[2]
                if i >= len(moves):
                    stack.pop()
                    if len(path) > base:
                        path.pop()
                    low = frame[4]
                    if low == frame[3]:  # a component's root: the component is lost
                        ref = frame[5]
                        while True:
                            done = opened.pop()
                            lost.mark(done)
                            if done is ref:
                                break
                    elif low < stack[-1][4]:
                        stack[-1][4] = low
                    continue
                frame[2] = i + 1
                mv = moves[i]
                child, step = _child(frame[0], mv, t, auto)
                # StateTable.covering and add, inlined: this is the hottest loop
                key = (child[0], child[5], tuple(sorted(child[1])))  # table_key
                p, ps = child[4], child[6]
                entries = lost_get(key)
                if entries is not None and (
                    any_pointer or _covering(entries, p, ps, len(child[3]), t) is not None
                ):
                    continue
                entries = seen_get(key)
                if entries is not None:
                    n = len(child[3])
                    k = entries[0][2] if any_pointer else _covering(entries, p, ps, n, t)
                    if k is not None:  # searched before (or reached from one by turning)
                        if k < frame[4]:
                            frame[4] = k
                        continue
                entry = (ps, p, nodes)
                if entries is None:
                    seen_entries[key] = [entry]
                else:
                    entries.append(entry)
                ref = (key, entry)
                nodes += 1
                if is_won(child):
                    path.append(step)
                    steps = shorten(s0, path[base:], t)
                    return SearchResult("won", path[:base] + _flatten(steps), nodes, [])
                if deadline is not None and nodes % 512 == 0 and perf() > deadline:
                    return None
                if _dead_child(frame[0], mv, child, t):
                    lost.mark(ref)
                    continue
                path.append(step)
                prog = progress(child)
                if prog > self.best:
                    self.best = prog
                    self.best_path = _flatten(path)
                opened.append(ref)
                stack.append([child, self._moves(child), 0, nodes - 1, nodes - 1, ref])
            return SearchResult("lost", [], nodes, self.best_path)
        finally:
            self.nodes = nodes


class StateTable:
    """A set of search states up to the pointer dominance of reductions 8 and 9: a
    state is in it when an entry of its key (`table_key`) reaches it by turning alone
    (draw 1 without a pass limit: any entry, reduction 2). Entries are (pass, pointer,
    number), the number the search's."""

    def __init__(self, t: Tables):
        self.t = t
        self.any_pointer = not t.limited and t.draw == 1
        self.entries: dict[tuple, list[tuple[int, int, int]]] = {}
        self.journal: list[tuple] | None = None  # a list: every mark is also kept there

    def covering(self, key: tuple, s: tuple) -> int | None:
        """The number of an entry that reaches s (None: there is none)."""
        entries = self.entries.get(key)
        if entries is None:
            return None
        if self.any_pointer:
            return entries[0][2]
        return _covering(entries, s[4], s[6], len(s[3]), self.t)

    def add(self, key: tuple, s: tuple, index: int) -> tuple:
        """Record s with its number; returns its entry (for `mark`)."""
        entry = (s[6], s[4], index)
        self.entries.setdefault(key, []).append(entry)
        return (key, entry)

    def mark(self, ref: tuple) -> None:
        """Copy an entry of another StateTable (its `add` result) into this one."""
        self.entries.setdefault(ref[0], []).append(ref[1])
        if self.journal is not None:
            self.journal.append(ref)

    def take(self, refs: list) -> None:
        """Add entries another side proved lost (not journalled: they came from there)."""
        entries = self.entries
        for key, entry in refs:
            entries.setdefault(key, []).append(entry)


def table_key(s: tuple) -> tuple:
    """What a state is filed under: reserve, talon and columns (sorted: reduction 3;
    foundations follow, reduction 4), without the pointer and the pass."""
    return (s[0], s[5], tuple(sorted(s[1])))


def _prio2(item: tuple) -> tuple:
    return item[0], item[1]


def luby(i: int) -> int:
    """The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, ... (i >= 1): restart lengths within a
    log factor of the best fixed length for any run-length distribution."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while i != (1 << k) - 1:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


RESTART_UNIT = 100  # Canfield's restarts: nodes per Luby unit


def _search_canfield(
    state: State,
    deadline: float | None,
    node_budget: int | None,
    two: bool = True,
) -> tuple[SearchResult, Tables]:
    """Canfield's portfolio (module docstring): the depth-first search in slices, and
    between its slices depth-first searches from the root in a random order within
    each priority class, each with its own visited set and as many nodes as the slice
    before it (Luby lengths): an early bad choice costs the main search its whole
    subtree but a restart only its length. Each search is complete on its own: a
    "won" from any is a real line, a "lost" from any is exhaustive. A timed search
    where `two_cores` allows runs the two halves at once instead, each with the whole
    time (`_search_two_cores`; `two` False: never)."""
    if two and deadline is not None and node_budget is None and two_cores.available():
        return _search_two_cores(
            state,
            deadline,
            _restarts_alone,
            lambda: _search_canfield(state, deadline, None, two=False),
        )
    return _restart_portfolio(state, deadline, node_budget)


def _restart_portfolio(
    state: State,
    deadline: float | None,
    node_budget: int | None,
    lost: StateTable | None = None,
) -> tuple[SearchResult, Tables]:
    """`_search_canfield` on one core: the main depth-first search in Luby slices with a
    restart in a random order after each, all marking what they prove lost in `lost`."""
    t, s0, pre, decided = _root(state)
    if decided is not None:
        return decided, t
    lost = lost if lost is not None else StateTable(t)  # shared by main and restarts
    main = _Dfs(t, s0, pre, None, lost)
    runs = 0  # nodes spent in finished restarts
    best, best_path = main.best, main.best_path
    i = 0
    while True:
        i += 1
        length = luby(i) * RESTART_UNIT
        for phase in (0, 1):
            used = main.nodes + runs
            room = length if node_budget is None else min(length, node_budget - used)
            if room <= 0 or (deadline is not None and time.perf_counter() > deadline):
                if main.best > best:
                    best, best_path = main.best, main.best_path
                return SearchResult("unknown", [], used, best_path), t
            if phase == 0:
                result = main.run(main.nodes + room, deadline)
                if result is not None:
                    result.nodes += runs
                    return result, t
            else:
                run = _Dfs(t, s0, pre, random.Random(i), lost)
                result = run.run(room, deadline)
                runs += run.nodes
                if result is not None:
                    result.nodes = main.nodes + runs
                    return result, t
                if run.best > best:
                    best, best_path = run.best, run.best_path


POLL_NODES = 500  # each side of the two-core portfolio trades its news this often


def _search_two_cores(
    state: State,
    deadline: float,
    second: Callable[[State, float, two_cores.Channel], SearchResult],
    one_core: Callable[[], tuple[SearchResult, Tables]],
) -> tuple[SearchResult, Tables]:
    """A portfolio on two cores: the depth-first search here and `second` (Canfield's
    restarts, the family games' best-first searches) in a forked child, each until the
    deadline. Whichever decides first stands (each is complete on its own); undecided,
    the better guess. The two send each other the states they prove lost
    (`_LostNews`), which the other skips, as they share them on one core. When the
    system gives no second process, `one_core()` searches instead."""
    try:
        (result, t), theirs = two_cores.run_pair(
            lambda channel: _main_alone(state, deadline, channel),
            lambda channel: second(state, deadline, channel),
            lambda mine: mine[0].verdict != "unknown",
            deadline,
        )
    except two_cores.ForkFailed:
        return one_core()
    if theirs is None or result.verdict != "unknown":
        return result, t
    nodes = result.nodes + theirs.nodes
    if theirs.verdict != "unknown" or progress_of(theirs, t) > progress_of(result, t):
        result = theirs
    result.nodes = nodes
    return result, t


class _LostNews:
    """One side's lost states, sent to the other side at every poll (marshalled refs, as
    `StateTable.add` makes them), and the other side's, taken in (module docstring)."""

    def __init__(self, lost: StateTable, channel: two_cores.Channel):
        self.lost, self.channel = lost, channel
        lost.journal = []

    def exchange(self) -> None:
        journal = self.lost.journal
        if journal:
            self.channel.send(marshal.dumps(journal))
            journal.clear()
        for refs in self.channel.news():
            self.lost.take(marshal.loads(refs))


def _main_alone(
    state: State, deadline: float, channel: two_cores.Channel
) -> tuple[SearchResult, Tables]:
    """The depth-first search until it decides, the deadline or the other side's
    answer, trading lost states with it."""
    t, s0, pre, decided = _root(state)
    if decided is not None:
        return decided, t
    lost = StateTable(t)
    news = _LostNews(lost, channel)
    main = _Dfs(t, s0, pre, None, lost)
    result = _run_trading(main, math.inf, deadline, news)
    if result is None:
        result = SearchResult("unknown", [], main.nodes, main.best_path)
    return result, t


def _run_trading(search, limit: float, until: float, news: _LostNews) -> SearchResult | None:
    """Run a resumable search (`_Dfs`, `_BestFirst`) up to `limit` nodes or `until`, in
    slices of POLL_NODES with the lost states traded between them; its verdict, or None
    when it stopped undecided (the limit, the time or the other side's answer). Past
    `until` no news are taken in: they would be of no use and cost time."""
    while True:
        result = search.run(min(limit, search.nodes + POLL_NODES), until)
        if result is not None or time.perf_counter() > until:
            return result
        news.exchange()
        if news.channel.done or search.nodes >= limit:
            return None


def _restarts_alone(state: State, deadline: float, channel: two_cores.Channel) -> SearchResult:
    """The restarts of Canfield's portfolio, one after another, until one decides or the
    deadline, trading lost states with the main search."""
    t, s0, pre, decided = _root(state)
    if decided is not None:
        return decided
    lost = StateTable(t)

    def restarts():
        i = 0
        while time.perf_counter() < deadline and not channel.done:
            i += 1
            yield _Dfs(t, s0, pre, random.Random(i), lost), luby(i) * RESTART_UNIT, deadline

    return _first_to_decide(restarts(), _LostNews(lost, channel), s0, pre)


def _best_first_alone(state: State, deadline: float, channel: two_cores.Channel) -> SearchResult:
    """The family games' best-first searches of `_phases`, one after the other, with the
    depth-first search on the other core: limited passes, by `_score_light` for
    TAKE_TURNS_SHARE of the time, then by `_score`; unlimited, by `_score` alone. They
    skip what the depth-first search proves lost."""
    t, s0, pre, decided = _root(state)
    if decided is not None:
        return decided
    lost = StateTable(t)
    start = time.perf_counter()
    orders = [(False, deadline)]
    if t.limited:
        orders.insert(0, (True, start + TAKE_TURNS_SHARE * (deadline - start)))
    searches = (
        (_BestFirst(t, s0, pre, _best_score(t, light), lost), math.inf, until)
        for light, until in orders
    )
    return _first_to_decide(searches, _LostNews(lost, channel), s0, pre)


def _first_to_decide(searches, news: _LostNews, s0: tuple, pre: list[tuple]) -> SearchResult:
    """Run each (search, node limit, end time) in turn (`_run_trading`) until one decides:
    its verdict with the nodes of all; else "unknown" with the line to the most advanced
    state any of them reached (from root `s0`, reached by `pre`)."""
    nodes = 0
    best, best_path = progress(s0), list(pre)
    for search, limit, until in searches:
        # the lost states and the search running last are freed by the child's exit, not
        # before its answer; a finished restart's table is freed as the next one starts
        news.channel.kept[:] = [news, search]
        result = _run_trading(search, limit, until, news)
        if result is not None:
            result.nodes = nodes + search.nodes
            return result
        nodes += search.nodes
        if search.best > best:
            best, best_path = search.best, search.best_path
    return SearchResult("unknown", [], nodes, best_path)


def progress_of(result: SearchResult, t: Tables) -> tuple[int, int]:
    """The progress of the best state a search reached (to pick the better guess)."""
    s = root_state_cache(t)
    for mv in result.best_path:
        s = apply_internal(s, mv, t)
    return progress(s)


def root_state_cache(t: Tables) -> tuple:
    return t.root


def _score(s: tuple) -> int:
    """Best-first order (smaller first): cards home, then reserve and buried cards."""
    f, cols = s[2], s[1]
    buried = 0
    for col in cols:
        if len(col) > 1:
            buried += len(col) - 1
    return -4 * (f[0] + f[1] + f[2] + f[3]) + 2 * s[0] + buried


def _score_limited(s: tuple) -> int:
    """As `_score`, and the stock used up (`_stock_used`)."""
    return _score(s) + STOCK_USED_WEIGHT * _stock_used(s)


def _stock_used(s: tuple) -> int:
    """How much of a limited stock is used up: the cards passed in this pass and a whole
    talon for each pass before, since a card turned past is played only a pass later."""
    return (s[6] - 1) * len(s[3]) + s[4]


def _score_light(s: tuple) -> int:
    """A second best-first order: cards home and the reserve only (column length free)."""
    f = s[2]
    return -4 * (f[0] + f[1] + f[2] + f[3]) + 2 * s[0]


def _score_light_limited(s: tuple) -> int:
    """As `_score_light`, and the stock used up (`_stock_used`)."""
    return _score_light(s) + STOCK_USED_WEIGHT * _stock_used(s)


def _search_light(
    state: State,
    deadline: float | None,
    node_budget: int | None,
    lost: StateTable | None = None,
) -> tuple[SearchResult, Tables]:
    """Best-first by `_score_light` alone (the portfolio runs it in turns with the
    depth-first search, `_search_light_and_dfs`)."""
    return _search_best(state, deadline, node_budget, lost, light=True)


def _best_score(t: Tables, light: bool):
    """The best-first order for these tables: `_score` or `_score_light`, with the waste
    and the passes where passes are limited."""
    if light:
        return _score_light_limited if t.limited else _score_light
    return _score_limited if t.limited else _score


def _search_best(
    state: State,
    deadline: float | None,
    node_budget: int | None,
    lost: StateTable | None = None,
    light: bool = False,
) -> tuple[SearchResult, Tables]:
    """Best-first over the same graph as `_search` (`_BestFirst` in one run)."""
    t, s0, pre, decided = _root(state)
    if decided is not None:
        return decided, t
    return _run_whole(_BestFirst(t, s0, pre, _best_score(t, light), lost), t, deadline, node_budget)


class _BestFirst:
    """Best-first over the same graph as `_Dfs` (same moves, keys, automatic moves and
    dead-position checks), expanding the state of best `score` first, run in slices as
    `_Dfs`: `run` goes on until the search has made `limit` nodes. Every generated state
    not dead is expanded before "lost" is said, so reachability is exact as for the
    depth-first search (reduction 8's argument needs no order). States in `lost` (proven
    lost by another search of the portfolio) are skipped."""

    def __init__(
        self, t: Tables, s0: tuple, pre: list[tuple], score, lost: StateTable | None = None
    ):
        self.t, self.s0, self.pre, self.score, self.lost = t, s0, pre, score, lost
        self.seen = StateTable(t)
        self.seen.add(table_key(s0), s0, 0)
        self.parent: dict[tuple, tuple] = {s0: (None, None)}
        self.heap = [(score(s0), 0, s0)]
        self.counter = 0
        self.nodes = 1
        self.best = progress(s0)
        self.best_state = s0
        self.cur: tuple | None = None  # the state being expanded, its moves, the next one
        self.moves: list[tuple] = []
        self.i = 0

    def _line(self, s: tuple) -> list[tuple]:
        steps = []
        while True:
            up, step = self.parent[s]
            if up is None:
                break
            steps.append(step)
            s = up
        steps.reverse()
        return steps

    @property
    def best_path(self) -> list[tuple]:
        """The line to the most advanced state seen (the guess when undecided), as
        `_Dfs.best_path`."""
        return self.pre + _flatten(self._line(self.best_state))

    def run(self, limit: float, deadline: float | None) -> SearchResult | None:
        """Search until won, lost, `limit` nodes or the deadline (then None)."""
        t, heap, seen, lost, parent = self.t, self.heap, self.seen, self.lost, self.parent
        score, auto, perf = self.score, t.auto, time.perf_counter
        nodes = self.nodes
        try:
            while True:
                if self.i >= len(self.moves):
                    if not heap:
                        return SearchResult("lost", [], nodes, self.best_path)
                    self.cur = heapq.heappop(heap)[2]
                    self.moves, self.i = gen_moves(self.cur, t), 0
                    continue
                if nodes >= limit:
                    return None
                cur, mv = self.cur, self.moves[self.i]
                self.i += 1
                child, step = _child(cur, mv, t, auto)
                key = table_key(child)
                if seen.covering(key, child) is not None or (
                    lost is not None and lost.covering(key, child) is not None
                ):
                    continue
                seen.add(key, child, 0)
                nodes += 1
                if child not in parent:
                    parent[child] = (cur, step)
                if is_won(child):
                    steps = shorten(self.s0, self._line(child), t)
                    return SearchResult("won", self.pre + _flatten(steps), nodes, [])
                if not _dead_child(cur, mv, child, t):
                    prog = progress(child)
                    if prog > self.best:
                        self.best, self.best_state = prog, child
                    self.counter -= 1
                    heapq.heappush(heap, (score(child), self.counter, child))
                if deadline is not None and nodes % 512 == 0 and perf() > deadline:
                    return None
        finally:
            self.nodes = nodes


def shorten(s0: tuple, steps: list[tuple], t: Tables, limit: int = 200_000) -> list[tuple]:
    """Cut detours out of a DFS line: from each state jump to the latest state of the
    line that one move (with its automatic moves) reaches. Exact states are compared
    (not keys), so column numbers and the waste length stay right. `limit` bounds the
    work (moves tried); past it the rest of the line is kept as found."""
    states = [s0]
    for step in steps:
        s = states[-1]
        for mv in step:
            s = apply_internal(s, mv, t)
        states.append(s)
    index = {s: i for i, s in enumerate(states)}
    out: list[tuple] = []
    i, n, work = 0, len(steps), 0
    while i < n:
        best_j, best_step = i + 1, steps[i]
        if work < limit:
            for mv in gen_moves(states[i], t):
                work += 1
                child, step = _child(states[i], mv, t, t.auto)
                j = index.get(child, -1)
                if j > best_j:
                    best_j, best_step = j, step
        out.append(best_step)
        i = best_j
    return out


def natural_line(path: list[tuple], t: Tables) -> list[tuple]:
    """Reduction 10's line as a player would make it: the search's line (from the root
    before its switches) moves runs between partner cards only to keep its states
    canonical. Replayed on the real position, a switch is made only when the next move
    needs a card of it as a top, and every other move is made by its cards (the same
    class of positions, so the same cards are there). Falls back to the search's line
    if the replay goes wrong, which `to_engine_moves` would catch in any case."""
    if not t.switches:
        return path
    try:
        return _natural(path, t)
    except (StopIteration, ValueError, AssertionError):
        return path


def _natural(path: list[tuple], t: Tables) -> list[tuple]:
    canon = real = t.root
    out: list[tuple] = []

    def make(mv: tuple) -> None:
        nonlocal real
        if mv[0] == K_COLUMN and mv[3] != FOUNDATION:
            src, dst = real[1][mv[1]], real[1][mv[3]]
            if mv[1] == mv[3] or not 0 < mv[2] <= len(src):
                raise ValueError("not a column move")
            if dst and src[-mv[2]] not in t.accepts[dst[-1]]:
                raise ValueError("the run does not fit there")
        real = apply_internal(real, mv, t)
        out.append(mv)

    def top_at(card: int) -> int:
        """Make `card` a top of the real position (a switch if it is covered)."""
        cols = real[1]
        i = next(i for i, col in enumerate(cols) if card in col)
        col = cols[i]
        k = col.index(card)
        if k < len(col) - 1:
            o = t.partner[card]
            j = next(j for j, c in enumerate(cols) if c and c[-1] == o and j != i)
            make((K_COLUMN, i, len(col) - k - 1, j))
        return i

    def dst_of(dst: int) -> int:
        if dst == FOUNDATION or not canon[1][dst]:
            return dst
        return top_at(canon[1][dst][-1])

    def same_as_canon() -> None:
        """Make the real columns the search's by switches (a class can be mixed up
        beyond single switches where reduction 10 is off)."""
        for _ in range(64):
            if real[1] == canon[1]:
                return
            below = {c[k]: c[k - 1] for c in canon[1] for k in range(1, len(c))}
            tops = {c[-1]: j for j, c in enumerate(real[1]) if c}
            switch = next(
                (K_COLUMN, i, len(c) - k, tops[below[c[k]]])
                for i, c in enumerate(real[1])
                for k in range(1, len(c))
                if below.get(c[k], c[k - 1]) != c[k - 1] and tops.get(below[c[k]], i) != i
            )
            make(switch)
        raise ValueError("the real columns did not become the search's")

    for mv in path:
        kind, cols = mv[0], canon[1]
        if not _switching(cols, t.partner):
            same_as_canon()
            make(mv)
        elif kind == K_RESERVE:
            make((K_RESERVE, dst_of(mv[1])))
        elif kind == K_TALON:
            make((K_TALON, mv[1], mv[2], dst_of(mv[3])))
        elif kind == K_TAKEBACK:
            make((K_TAKEBACK, mv[1], dst_of(mv[2])))
        else:
            src, n, dst = mv[1], mv[2], mv[3]
            b = cols[src][-n]
            onto = dst != FOUNDATION and cols[dst]
            if onto and n < len(cols[src]):
                pass  # a switch: the real position is in the same class without it
            elif dst == FOUNDATION:
                make((K_COLUMN, top_at(b), 1, FOUNDATION))
            elif not (onto and _lies_on(real[1], b, cols[dst][-1])):  # else there already
                d = dst_of(dst)
                col = next(c for c in real[1] if b in c)
                if real[1].index(col) == d:  # a switch put the target on the run itself
                    same_as_canon()
                    make(mv)
                else:
                    make((K_COLUMN, real[1].index(col), len(col) - col.index(b), d))
        canon = apply_internal(canon, mv, t)
    assert real[2] == canon[2] and real[0] == canon[0], "the replay lost a card"
    return out


def _checked(line: list[tuple], found: list[tuple], state: State, t: Tables) -> list[tuple]:
    """`line` if the engine plays it (and it ends where `found` does), else `found`."""
    if line is found:
        return found
    from game.engine.moves import MoveError

    try:
        to_engine_moves(state, line, t)
    except (MoveError, AssertionError):
        return found
    return line


def _lies_on(cols: tuple, b: int, a: int) -> bool:
    """Does card b lie directly on card a in these columns?"""
    for col in cols:
        if b in col:
            k = col.index(b)
            return k > 0 and col[k - 1] == a
    return False


def _flatten(path: list) -> list[tuple]:
    out: list[tuple] = []
    for step in path:
        if isinstance(step[0], tuple):
            out.extend(step)
        else:
            out.append(step)
    return out


# --- back to engine moves -------------------------------------------------------------


def to_engine_moves(state: State, internal: list[tuple], t: Tables) -> list[Move]:
    """Expand internal moves into engine moves, checking each with the engine.

    Talon moves become the stock turns (and waste turn-backs) that bring the card to
    the waste top, then the play. Every move is validated by `apply_move`, so a bug in
    the model raises instead of producing a false line.
    """
    from game.engine.moves import apply_move

    s = state.copy()
    out: list[Move] = []

    def play(m: Move) -> None:
        apply_move(s, m)
        out.append(m)

    def dst_name(dst: int, card: int) -> str:
        return f"f{SUITS[card // 13]}" if dst == FOUNDATION else f"t{dst + 1}"

    for mv in internal:
        kind = mv[0]
        if kind == K_RESERVE:
            x = s.reserve[-1].index
            play(Move("reserve", dst_name(mv[1], x), 1))
        elif kind == K_TALON:
            x, j = mv[1], mv[2]
            for _ in range(2 * (len(s.stock) + len(s.waste)) * max(1, t.passes) + 4):
                if s.waste and s.waste[-1].index == x and (not t.limited or s.pass_no == j):
                    break
                if s.stock:
                    play(Move("stock", "waste", min(s.turn_size, len(s.stock))))
                else:
                    play(Move("waste", "stock", len(s.waste)))
            else:
                raise AssertionError(f"talon card {card_of(x)} never reached the waste top")
            play(Move("waste", dst_name(mv[3], x), 1))
        elif kind == K_COLUMN:
            col = s.tableau[mv[1]]
            x = col[-mv[2]].index
            play(Move(f"t{mv[1] + 1}", dst_name(mv[3], x), mv[2]))
        else:
            play(Move(f"f{SUITS[mv[1]]}", f"t{mv[2] + 1}", 1))
    return out
