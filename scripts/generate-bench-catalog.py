#!/usr/bin/env python3
"""Write a deterministic synthetic String Catalog of about --mb megabytes for scripts/bench.

The catalog has thousands of keys in the source language plus 24 others by default (`--languages N`
picks how many in all, up to 32) with plurals (one/other, one/few/many/other, all six for Arabic),
two-variable substitutions (argNum, formatSpecifier, %arg), device variations (some with
plurals inside), comments (some auto-generated), stale/manual/migrated keys, needs_review and new
units, a little of every script (Latin with diacritics, Cyrillic, Greek, Arabic, Hebrew, Devanagari,
Thai, CJK, Hangul, emoji) and JSON escapes (newline, tab, quote, backslash).

The output uses Xcode's separators and indentation (`"key" : value`, 2 spaces, no trailing newline)
but Python's key order; `scripts/bench` re-writes it once with
`locbridge-bench canonicalize-with-foundation` to get Xcode's exact key order and empty-object form.
The same seed, size and language count always give the same bytes; without `--languages` (or with 25)
the output is the same as before the option existed.
"""

import argparse
import json
import random
import sys

SEED = 20240611

SOURCE = "en"

# Plural categories per language as Xcode exports them (FORMATS.md §5; the same sets as the library's
# PluralRules table, CLDR 47, with `many` left out for ca/es/fr/it/pt).
PLURALS = {
    "ar": ["zero", "one", "two", "few", "many", "other"],
    "ca": ["one", "other"],
    "cs": ["one", "few", "many", "other"],
    "da": ["one", "other"],
    "de": ["one", "other"],
    "el": ["one", "other"],
    "en": ["one", "other"],
    "es": ["one", "other"],
    "fi": ["one", "other"],
    "fr": ["one", "other"],
    "he": ["one", "two", "other"],
    "hi": ["one", "other"],
    "hu": ["one", "other"],
    "it": ["one", "other"],
    "ja": ["other"],
    "ko": ["other"],
    "nl": ["one", "other"],
    "pl": ["one", "few", "many", "other"],
    "pt-BR": ["one", "other"],
    "ru": ["one", "few", "many", "other"],
    "sv": ["one", "other"],
    "tr": ["one", "other"],
    "uk": ["one", "few", "many", "other"],
    "zh-Hans": ["other"],
    "zh-Hant": ["other"],
    # Only with --languages above 25 (ADDED_LANGUAGES).
    "th": ["other"],
    "vi": ["other"],
    "id": ["other"],
    "sk": ["one", "few", "many", "other"],
    "ro": ["one", "few", "other"],
    "hr": ["one", "few", "other"],
    "nb": ["one", "other"],
}
# Languages beyond the default 25, in the order --languages adds them.
ADDED_LANGUAGES = ["th", "vi", "id", "sk", "ro", "hr", "nb"]
DEFAULT_LANGUAGES = sorted(set(PLURALS) - set(ADDED_LANGUAGES))
# A catalog of N languages uses the first N of this table (the source language first, so it is always
# there), iterated in sorted order. With the default 25 that is exactly the list, and so the random-number
# sequence, that the generator used before --languages existed: its output is byte for byte the same.
LANGUAGE_TABLE = [SOURCE] + [lang for lang in DEFAULT_LANGUAGES if lang != SOURCE] + ADDED_LANGUAGES
LANGUAGES = DEFAULT_LANGUAGES  # main() sets it from --languages

# Small made-up vocabularies, one per language, only to put the right script and byte widths in the file.
WORDS = {
    "en": "task list done today later inbox project due reminder note archive share tag priority search sync account settings photo".split(),
    "ar": "مهمة قائمة تم اليوم لاحقًا الوارد مشروع موعد تذكير ملاحظة أرشيف مشاركة بحث إعدادات".split(),
    "ca": "tasca llista fet avui després safata projecte venciment recordatori nota arxiu compartir etiqueta cerca".split(),
    "cs": "úkol seznam hotovo dnes později schránka projekt termín připomínka poznámka archiv sdílet štítek hledání".split(),
    "da": "opgave liste færdig i dag senere indbakke projekt forfald påmindelse note arkiv del søg".split(),
    "de": "Aufgabe Liste erledigt heute später Eingang Projekt fällig Erinnerung Notiz Archiv teilen Schlagwort Suche Größe".split(),
    "el": "εργασία λίστα ολοκληρώθηκε σήμερα αργότερα εισερχόμενα έργο λήξη υπενθύμιση σημείωση αρχείο κοινή αναζήτηση".split(),
    "es": "tarea lista hecho hoy después bandeja proyecto vencimiento recordatorio nota archivo compartir etiqueta búsqueda".split(),
    "fi": "tehtävä luettelo valmis tänään myöhemmin saapuneet projekti eräpäivä muistutus muistiinpano arkisto jaa haku".split(),
    "fr": "tâche liste terminé aujourd’hui plus tard boîte projet échéance rappel note archive partager étiquette recherche".split(),
    "he": "משימה רשימה בוצע היום אחר כך תיבה פרויקט תאריך תזכורת הערה ארכיון שיתוף חיפוש".split(),
    "hi": "कार्य सूची पूरा आज बाद इनबॉक्स परियोजना नियत अनुस्मारक नोट संग्रह साझा खोज".split(),
    "hu": "feladat lista kész ma később beérkezett projekt határidő emlékeztető jegyzet archívum megosztás keresés".split(),
    "it": "attività elenco fatto oggi più tardi posta progetto scadenza promemoria nota archivio condividi ricerca".split(),
    "ja": "タスク リスト 完了 今日 あとで 受信箱 プロジェクト 期限 リマインダー メモ アーカイブ 共有 検索 設定".split(),
    "ko": "작업 목록 완료 오늘 나중에 받은편지함 프로젝트 마감 미리알림 메모 보관 공유 검색 설정".split(),
    "nl": "taak lijst klaar vandaag later inbox project vervaldatum herinnering notitie archief delen zoeken".split(),
    "pl": "zadanie lista gotowe dziś później skrzynka projekt termin przypomnienie notatka archiwum udostępnij szukaj źródło".split(),
    "pt-BR": "tarefa lista concluída hoje depois caixa projeto prazo lembrete nota arquivo compartilhar busca ação".split(),
    "ru": "задача список готово сегодня позже входящие проект срок напоминание заметка архив поделиться поиск".split(),
    "sv": "uppgift lista klar idag senare inkorg projekt förfallodag påminnelse anteckning arkiv dela sök".split(),
    "tr": "görev liste bitti bugün sonra gelen proje son tarih hatırlatıcı not arşiv paylaş arama ığdır".split(),
    "uk": "завдання список готово сьогодні пізніше вхідні проєкт термін нагадування нотатка архів поділитися пошук".split(),
    "zh-Hans": "任务 清单 完成 今天 稍后 收件箱 项目 截止 提醒 备注 归档 共享 搜索 设置".split(),
    "zh-Hant": "任務 清單 完成 今天 稍後 收件匣 專案 截止 提醒 備註 封存 共享 搜尋 設定".split(),
    "th": "งาน รายการ เสร็จ วันนี้ ภายหลัง กล่องจดหมาย โครงการ กำหนด การเตือน บันทึก เก็บถาวร แชร์ ค้นหา".split(),
    "vi": "việc danh sách xong hôm nay sau hộp thư dự án hạn nhắc nhở ghi chú lưu trữ chia sẻ tìm kiếm".split(),
    "id": "tugas daftar selesai hari ini nanti kotak masuk proyek tenggat pengingat catatan arsip bagikan cari".split(),
    "sk": "úloha zoznam hotovo dnes neskôr schránka projekt termín pripomienka poznámka archív zdieľať štítok hľadať".split(),
    "ro": "sarcină listă gata astăzi mai târziu inbox proiect termen memento notă arhivă partajează căutare setări".split(),
    "hr": "zadatak popis gotovo danas kasnije ulazna projekt rok podsjetnik bilješka arhiva dijeli pretraživanje šifra".split(),
    "nb": "oppgave liste ferdig i dag senere innboks prosjekt forfall påminnelse notat arkiv del søk innstillinger".split(),
}
NO_SPACES = {"ja", "th", "zh-Hans", "zh-Hant"}
EMOJI = ["✅", "📋", "🗓️", "⏰", "🔔", "⭐️", "🚀", "👩‍💻", "🏳️‍🌈", "🇺🇦", "🇯🇵", "👍🏽", "🔥", "❤️"]
SECTIONS = ["tabs", "auth", "todos", "lists", "profile", "settings", "onboarding", "stats", "share", "widgets",
            "notifications", "search", "sync", "errors", "paywall"]
DEVICES = ["iphone", "ipad", "mac", "applewatch", "appletv", "applevision", "other"]
PLURAL_FORMATS = ["lld", "lld", "lld", "d", "ld"]


class Generator:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.used_keys = set()

    # ---- text -------------------------------------------------------------------------------------------
    def words(self, lang, count):
        vocabulary = WORDS[lang]
        picked = [self.rng.choice(vocabulary) for _ in range(count)]
        return ("" if lang in NO_SPACES else " ").join(picked)

    def decorate(self, text):
        """Sometimes add escapes and emoji, the way real strings carry them."""
        r = self.rng.random()
        if r < 0.04:
            text += "\n" + text[: max(1, len(text) // 2)]
        elif r < 0.06:
            text = '"' + text + '"'
        elif r < 0.07:
            text += "\t→"
        elif r < 0.075:
            text += " C:\\Tasks\\inbox"
        if self.rng.random() < 0.08:
            text = self.rng.choice(EMOJI) + " " + text
        return text

    def sentence(self, lang, specifiers):
        text = self.words(lang, self.rng.randint(1, 9))
        if text:
            text = text[0].upper() + text[1:]
        for spec in specifiers:
            text += " " + spec
        return self.decorate(text)

    # ---- catalog pieces ---------------------------------------------------------------------------------
    def unit(self, value, lang):
        state = "translated"
        if lang != SOURCE:
            r = self.rng.random()
            if r < 0.03:
                state = "needs_review"
            elif r < 0.045:
                state = "new"
        return {"stringUnit": {"state": state, "value": value}}

    def key(self, kind):
        while True:
            if self.rng.random() < 0.7:
                section = self.rng.choice(SECTIONS)
                name = self.rng.choice(WORDS["en"]) + self.rng.choice(WORDS["en"]).capitalize()
                key = f"{section}.{name}{self.rng.randint(1, 99999)}"
            else:
                key = self.words("en", self.rng.randint(2, 6)).capitalize()
                if kind == "plural":
                    key = "%lld " + key
                key += f" {self.rng.randint(1, 99999)}"
                r = self.rng.random()
                if r < 0.05:
                    key = self.words(self.rng.choice(["ru", "ja", "ar", "el"]), 2) + " " + key
                elif r < 0.07:
                    key += "\nsecond line"
                elif r < 0.08:
                    key = '"' + key + '"'
            if key not in self.used_keys:
                self.used_keys.add(key)
                return key

    def languages_for_entry(self):
        coverage = self.rng.random()
        if coverage < 0.05:
            return [SOURCE]
        return [lang for lang in LANGUAGES if lang == SOURCE or self.rng.random() < 0.75 + 0.25 * coverage]

    def plain(self, lang, specifiers):
        return self.unit(self.sentence(lang, specifiers), lang)

    def plural(self, lang, spec="%lld", argument=None):
        forms = {}
        for category in PLURALS[lang]:
            shown = argument if argument else spec
            text = self.words(lang, self.rng.randint(1, 3))
            if category in ("zero", "one", "two") and lang in ("ar", "he") and self.rng.random() < 0.5:
                forms[category] = self.unit(text, lang)
            else:
                forms[category] = self.unit(f"{shown} {text}", lang)
        return {"variations": {"plural": forms}}

    def substitution(self, lang):
        first, second = "items", "lists"
        text = self.sentence(lang, []) + f" %#@{first}@ · %#@{second}@"
        localization = {"stringUnit": self.unit(text, lang)["stringUnit"], "substitutions": {}}
        for number, name in ((1, first), (2, second)):
            localization["substitutions"][name] = {
                "argNum": number,
                "formatSpecifier": self.rng.choice(PLURAL_FORMATS),
                **self.plural(lang, argument="%arg"),
            }
        return localization

    def device(self, lang, devices):
        branches = {}
        for device in devices:
            if self.rng.random() < 0.2:
                branches[device] = self.plural(lang)
            else:
                branches[device] = self.plain(lang, [])
        return {"variations": {"device": branches}}

    def entry(self):
        r = self.rng.random()
        kind = "plain" if r < 0.72 else "plural" if r < 0.86 else "substitution" if r < 0.93 else "device"
        key = self.key(kind)
        entry = {}
        if self.rng.random() < 0.7:
            entry["comment"] = self.decorate(self.sentence("en", []))
            if self.rng.random() < 0.08:
                entry["isCommentAutoGenerated"] = True
        r = self.rng.random()
        if r < 0.04:
            entry["extractionState"] = "stale"
        elif r < 0.06:
            entry["extractionState"] = "manual"
        elif r < 0.08:
            entry["extractionState"] = "migrated"
        elif r < 0.09:
            entry["extractionState"] = "extracted_with_value"
        if self.rng.random() < 0.01:
            entry["shouldTranslate"] = False
            entry["localizations"] = {SOURCE: self.plain(SOURCE, [])}
            return key, entry
        if self.rng.random() < 0.01:
            return key, entry  # a key found in code with nothing else yet; becomes `{}` when empty
        specifiers = self.rng.choice([[], [], [], ["%@"], ["%lld"], ["%1$@", "%2$@"], ["%.1f"]])
        devices = sorted(self.rng.sample(DEVICES, self.rng.randint(2, 5)))
        localizations = {}
        for lang in self.languages_for_entry():
            if kind == "plain":
                localizations[lang] = self.plain(lang, specifiers)
            elif kind == "plural":
                localizations[lang] = self.plural(lang)
            elif kind == "substitution":
                localizations[lang] = self.substitution(lang)
            else:
                localizations[lang] = self.device(lang, devices)
        entry["localizations"] = localizations
        return key, entry


def dumps(value):
    return json.dumps(value, indent=2, ensure_ascii=False, separators=(",", " : "))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="path of the .xcstrings file to write")
    parser.add_argument("--mb", type=float, default=50.0, help="approximate size in megabytes (default 50)")
    parser.add_argument("--languages", type=int, default=len(DEFAULT_LANGUAGES),
                        help=f"number of languages, the source language included (default {len(DEFAULT_LANGUAGES)}, "
                             f"at most {len(LANGUAGE_TABLE)})")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    if not 1 <= args.languages <= len(LANGUAGE_TABLE):
        parser.error(f"--languages must be between 1 and {len(LANGUAGE_TABLE)}")
    global LANGUAGES
    LANGUAGES = sorted(LANGUAGE_TABLE[: args.languages])

    generator = Generator(args.seed)
    target = int(args.mb * 1_000_000)
    strings = {}
    size = 0
    while size < target:
        key, entry = generator.entry()
        strings[key] = entry
        # Bytes this member adds at depth 2: its own pretty text plus 2 more spaces on each line.
        text = dumps({key: entry})
        size += len(text.encode("utf-8")) + 2 * text.count("\n")

    catalog = {"sourceLanguage": SOURCE, "strings": strings, "version": "1.0"}
    data = dumps(catalog).encode("utf-8")
    with open(args.out, "wb") as handle:
        handle.write(data)
    print(f"{args.out}: {len(strings)} keys, {len(LANGUAGES)} languages, {len(data) / 1e6:.1f} MB", file=sys.stderr)


if __name__ == "__main__":
    main()
