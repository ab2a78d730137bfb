//! Double-Swiss screens (C.04.5): a round's matches with one row of result
//! buttons per game, and the standings in game and match points. The pure
//! logic is in [`crate::double_swiss::results`]; the Rounds and Standings
//! pages call these components for a Double-Swiss event.

use super::results::{bye_row, clear_button, name_of, result_buttons};
use super::state::AppState;
use super::text;
use crate::double_swiss::results::{self, Game};
use crate::model::arbiter::BoardResult;
use crate::model::Tournament;
use leptos::prelude::*;

/// The matches of round `round`: two taps per board (game 1, game 2; art.
/// 4.4: the first-named player has White in game 1), the match score, the
/// bye last.
#[component]
pub fn MatchBoards(t: Tournament, round: u32) -> impl IntoView {
    let state = AppState::get();
    let (boards, bye) = results::match_boards(&t, round);
    let open = boards.iter().filter(|b| !b.complete()).count();
    let rows = boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let white = b.board.white;
            let score = b
                .score
                .map(|[w, bl]| text::match_score(w, bl))
                .unwrap_or_default();
            let score_attr = score.clone();
            let games = Game::BOTH
                .into_iter()
                .zip(b.games)
                .map(|(game, current)| {
                    // Game 2 is played with colours reversed (art. 4.4).
                    let white_now = match game {
                        Game::First => b.board.white,
                        Game::Second => b.board.black,
                    };
                    let set = move |r| {
                        state.edit(|t| results::set_game(t, round, white, game, r));
                    };
                    let buttons = result_buttons(&BoardResult::ALL, current, set);
                    // Unrated games and the Preface's ½-0, 0-½, 0-0, folded.
                    let others: Vec<BoardResult> = BoardResult::UNRATED
                        .into_iter()
                        .chain(BoardResult::DOUBLE_SWISS_ONLY)
                        .collect();
                    let folded = others.contains(&current);
                    let more = result_buttons(&others, current, set);
                    let clear = clear_button(current, set);
                    view! {
                        <div class="game" data-testid=format!("game-{}", game.number()) data-result=text::board_result(current)>
                            <p class="meta">{text::game_label(game.number(), &name_of(&t, white_now))}</p>
                            <div class="row results">{buttons}</div>
                            <details class="unrated" data-testid="other-results" open=folded>
                                <summary>{text::OTHER_GAME_RESULTS}</summary>
                                <div class="row results">{more}{clear}</div>
                            </details>
                        </div>
                    }
                })
                .collect_view();
            view! {
                <li class="board" data-testid="match" data-score=score_attr>
                    <div class="board-head">
                        <span class="board-no">{i + 1}</span>
                        <span class="white">{name_of(&t, b.board.white)}</span>
                        " – "
                        <span class="black">{name_of(&t, b.board.black)}</span>
                        " "
                        <strong class="score" data-testid="match-score">{score}</strong>
                    </div>
                    {games}
                </li>
            }
        })
        .collect_view();
    view! {
        <h3>{text::round_title(round)}</h3>
        <p class="meta" data-testid="open-boards">{text::boards_open(open)}</p>
        <p class="help">{text::DS_GAME_HELP}</p>
        <ol class="boards" data-testid="boards">
            {rows}
            {bye.map(|b| bye_row(&t, b))}
        </ol>
    }
}

/// Standings after the last round with every result entered (C.04.5 art.
/// 1.2.1: by score, the sum of game points), with match points beside.
#[component]
pub fn Standings(t: Tournament) -> impl IntoView {
    let done = t.complete_rounds().last().copied().unwrap_or(0);
    let rows = results::standings(&t, done)
        .into_iter()
        .map(|r| {
            view! {
                <tr data-testid="standing" data-tpn=r.tpn.0.to_string()>
                    <td class="num">{r.rank}</td>
                    <td>{name_of(&t, r.tpn)}</td>
                    <td class="num" data-testid="game-points">{text::points(r.game_points)}</td>
                    <td class="num" data-testid="match-points">{r.match_points}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <h3 data-testid="standings-title">{text::ds_standings_after(done)}</h3>
        <p class="help">{text::DS_STANDINGS_HELP}</p>
        <table class="standings" data-testid="standings">
            <thead>
                <tr>
                    <th class="num">{text::COL_RANK}</th>
                    <th>{text::COL_PLAYER}</th>
                    <th class="num">{text::COL_GAME_POINTS}</th>
                    <th class="num">{text::COL_MATCH_POINTS}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
