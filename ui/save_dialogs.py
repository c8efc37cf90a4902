"""The save list's actions (resume, rename, delete, export, import), the autosave after every
move and the rules dialog; every refusal is told to the player in their words.

A part of :class:`ui.app.App` (a mixin): it works on the App's ``store``, ``save_id`` and
``save_name``.
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]

from . import dom, render
from .i18n import isolate, text
from .rules_text import summary_html
from .saves import NAME_LIMIT, StorageFull, check_header, refusal_of
from .screens import refusal_text, short_id


class SaveDialogs:
    def autosave(self) -> None:
        if self.session is None:
            return
        try:
            self.store.autosave(self.session, self.save_id, self.save_name, dom.now_iso())
        except StorageFull:
            self.toast(text("storage_full", self.lang), "error")

    def refused(self, key: str, exc: BaseException) -> str:
        """Tell the player why a save or a file was refused, in their words (``key``: the
        sentence around the reason); Python's own text goes to the console only."""
        js.console.warn(f"refused: {exc!r}"[:2000])
        message = text(key, self.lang, reason=refusal_text(refusal_of(exc), self.lang))
        self.toast(message, "error")
        return message

    def resume(self, save_id: str) -> None:
        try:
            session = self.store.load(save_id)
            data = self.store.read(save_id)
        except Exception as exc:  # a save is untrusted input: refused, never a crash
            self.refused("save_refused", exc)
            self.show_lobby()
            return
        self.save_id = save_id
        self.save_name = str(data.get("name", ""))[:NAME_LIMIT]
        self.open_session(session)

    def rename(self, save_id: str) -> None:
        try:
            current = check_header(self.store.read(save_id)).name
        except Exception as exc:
            self.refused("save_refused", exc)
            self.show_lobby()
            return
        answer = js.prompt(text("rename_prompt", self.lang), current)
        if dom.absent(answer):
            return
        try:
            self.store.rename(save_id, str(answer))
        except StorageFull:
            self.toast(text("storage_full", self.lang), "error")
        except Exception as exc:
            self.refused("save_refused", exc)
        self.show_lobby()

    def delete(self, save_id: str) -> None:
        try:
            name = check_header(self.store.read(save_id)).name
        except Exception:  # a broken entry is named by its (shortened) key
            name = short_id(save_id)
        if js.confirm(text("confirm_delete", self.lang, name=isolate(name))):
            self.store.delete(save_id)
            self.show_lobby()

    def export(self, save_id: str) -> None:
        if not save_id:
            return
        try:
            content = self.store.export_text(save_id)
            game = check_header(self.store.read(save_id)).game
        except Exception as exc:
            self.refused("save_refused", exc)
            return
        dom.download(f"tavoliere-{game}-{save_id}.json", content)

    async def import_file(self, node: Any) -> None:
        try:
            content = await dom.read_file(node)
            if content is None:
                return
            save_id = self.store.import_text(content)
            name = check_header(self.store.read(save_id)).name
            self.show_lobby()
            self.toast(text("import_done", self.lang, name=isolate(name)))
        except StorageFull:
            self.toast(text("storage_full", self.lang), "error")
        except Exception as exc:  # every refusal says why, in the player's words
            dom.set_text("lobby-message", self.refused("import_refused", exc))
        finally:
            node.value = ""

    def open_rules(self) -> None:
        dialog = dom.el("rules-dialog")
        if dialog is None:
            return
        body = summary_html(self.current_game(), self.lang)
        close = render.esc(text("close", self.lang))
        dialog.innerHTML = (
            f'<div class="rules-body">{body}</div>'
            f'<button type="button" class="primary" data-action="rules-close">{close}</button>'
        )
        if not dialog.open:
            dialog.showModal()

    def close_rules(self) -> None:
        dialog = dom.el("rules-dialog")
        if dialog is not None and dialog.open:
            dialog.close()
