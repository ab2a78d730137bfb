//! Double-Swiss screens (C.04.5): a round's matches with one row of result
//! buttons per game. The pure logic is in [`crate::double_swiss::results`];
//! the Rounds page calls these components for a Double-Swiss event (its
//! standings are in [`super::standings`]).

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
                    let named = move |label: &str| text::on_game(label, i + 1, game.number());
                    let buttons = result_buttons(&BoardResult::ALL, current, set, named);
                    // Unrated games and the Preface's ½-0, 0-½, 0-0, folded.
                    let others: Vec<BoardResult> = BoardResult::UNRATED
                        .into_iter()
                        .chain(BoardResult::DOUBLE_SWISS_ONLY)
                        .collect();
                    let folded = others.contains(&current);
                    let more = result_buttons(&others, current, set, named);
                    let clear = clear_button(current, set, named);
                    view! {
                        <div class="game" data-testid=format!("game-{}", game.number()) data-result=text::board_result(current)>
                            <p class="meta">{text::game_label(game.number(), &name_of(&t, white_now))}</p>
                            <div class="row results">{buttons}</div>
                            <details class="unrated" data-testid="other-results" open=folded>
                                <summary aria-label=named(text::w().other_game_results)>{text::w().other_game_results}</summary>
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
        <p class="help">{text::w().ds_game_help}</p>
        <ol class="boards" data-testid="boards">
            {rows}
            {bye.map(|b| bye_row(&t, b))}
        </ol>
    }
}
