#!/usr/bin/env python3
"""Write a deterministic synthetic legacy localization tree for scripts/bench's migrate section.

usage: generate-legacy-tree.py OUT [--languages 40] [--keys 5000] [--plurals 300] [--seed N]

Writes OUT/App/<lang>.lproj/Localizable.strings and OUT/App/<lang>.lproj/Localizable.stringsdict for
--languages languages (the development language `en` first, up to 41), UTF-8 without BOM:

- --keys distinct keys in all, of which --plurals live in the .stringsdict files and the rest in the
  .strings files (the two sets do not overlap, so a migrated catalog has exactly --keys keys);
- keys in both common styles: dotted identifiers (`settings.account.title.1234`) and English sentences
  (Apple's `NSLocalizedString("Delete %@?", …)` style, where the English value is the key itself);
- `/* … */` comments above the development language's entries (a few entries without one, a few with
  a `//` line comment), as genstrings writes them; translations carry no comments, as is common;
- realistic texts in each language's script (Latin with diacritics, Cyrillic, Greek, Arabic, Hebrew,
  Persian, Devanagari, Thai, CJK, Hangul) with format specifiers (%@, %lld, %d, positional %1$@),
  typographic punctuation, emoji, and the escapes \\" \\n \\t \\\\ in the .strings syntax;
- the .stringsdict entries as Xcode's templates write them: NSStringLocalizedFormatKey `%#@name@`
  (one variable, or two for about one in eight keys), NSStringPluralRuleType, a value type, and exactly
  the CLDR plural categories of the language (as the library's PluralRules table has them: ru
  one/few/many/other, ar all six, ja other, lv zero/one/other, sl one/two/few/other, …);
- translations for 85–100 % of the keys per language (the development language has all of them).

The same arguments always give the same bytes.
"""

import argparse
import os
import random
import sys
from xml.sax.saxutils import escape as xml_escape

SOURCE = "en"

# (language, CLDR cardinal categories as Xcode offers them, vocabulary); --languages N takes the first N.
LANGUAGES = [
    ("en", ["one", "other"],
     "task list done today later inbox project due reminder note archive share tag priority search sync "
     "account settings photo folder file download café naïve résumé"),
    ("ar", ["zero", "one", "two", "few", "many", "other"],
     "مهمة قائمة تم اليوم لاحقًا الوارد مشروع موعد تذكير ملاحظة أرشيف مشاركة بحث إعدادات"),
    ("ru", ["one", "few", "many", "other"],
     "задача список готово сегодня позже входящие проект срок напоминание заметка архив поделиться поиск ёлка"),
    ("ja", ["other"], "タスク リスト 完了 今日 あとで 受信箱 プロジェクト 期限 リマインダー メモ アーカイブ 共有 検索 設定"),
    ("de", ["one", "other"],
     "Aufgabe Liste erledigt heute später Eingang Projekt fällig Erinnerung Notiz Archiv teilen Schlagwort Suche Größe"),
    ("fr", ["one", "other"],
     "tâche liste terminé aujourd’hui plus tard boîte projet échéance rappel note archive partager étiquette recherche"),
    ("es", ["one", "other"],
     "tarea lista hecho hoy después bandeja proyecto vencimiento recordatorio nota archivo compartir etiqueta búsqueda"),
    ("zh-Hans", ["other"], "任务 清单 完成 今天 稍后 收件箱 项目 截止 提醒 备注 归档 共享 搜索 设置"),
    ("zh-Hant", ["other"], "任務 清單 完成 今天 稍後 收件匣 專案 截止 提醒 備註 封存 共享 搜尋 設定"),
    ("ko", ["other"], "작업 목록 완료 오늘 나중에 받은편지함 프로젝트 마감 미리알림 메모 보관 공유 검색 설정"),
    ("pl", ["one", "few", "many", "other"],
     "zadanie lista gotowe dziś później skrzynka projekt termin przypomnienie notatka archiwum udostępnij szukaj źródło"),
    ("uk", ["one", "few", "many", "other"],
     "завдання список готово сьогодні пізніше вхідні проєкт термін нагадування нотатка архів поділитися пошук"),
    ("cs", ["one", "few", "many", "other"],
     "úkol seznam hotovo dnes později schránka projekt termín připomínka poznámka archiv sdílet štítek hledání"),
    ("he", ["one", "two", "other"], "משימה רשימה בוצע היום אחר כך תיבה פרויקט תאריך תזכורת הערה ארכיון שיתוף חיפוש"),
    ("it", ["one", "other"],
     "attività elenco fatto oggi più tardi posta progetto scadenza promemoria nota archivio condividi ricerca"),
    ("pt-BR", ["one", "other"],
     "tarefa lista concluída hoje depois caixa projeto prazo lembrete nota arquivo compartilhar busca ação"),
    ("pt-PT", ["one", "other"],
     "tarefa lista concluída hoje depois caixa projecto prazo lembrete nota ficheiro partilhar pesquisa acção"),
    ("nl", ["one", "other"], "taak lijst klaar vandaag later inbox project vervaldatum herinnering notitie archief delen zoeken"),
    ("sv", ["one", "other"], "uppgift lista klar idag senare inkorg projekt förfallodag påminnelse anteckning arkiv dela sök"),
    ("da", ["one", "other"], "opgave liste færdig i dag senere indbakke projekt forfald påmindelse note arkiv del søg"),
    ("nb", ["one", "other"], "oppgave liste ferdig i dag senere innboks prosjekt forfall påminnelse notat arkiv del søk"),
    ("fi", ["one", "other"],
     "tehtävä luettelo valmis tänään myöhemmin saapuneet projekti eräpäivä muistutus muistiinpano arkisto jaa haku"),
    ("el", ["one", "other"],
     "εργασία λίστα ολοκληρώθηκε σήμερα αργότερα εισερχόμενα έργο λήξη υπενθύμιση σημείωση αρχείο κοινή αναζήτηση"),
    ("tr", ["one", "other"], "görev liste bitti bugün sonra gelen proje son tarih hatırlatıcı not arşiv paylaş arama ığdır"),
    ("hu", ["one", "other"],
     "feladat lista kész ma később beérkezett projekt határidő emlékeztető jegyzet archívum megosztás keresés"),
    ("ro", ["one", "few", "other"],
     "sarcină listă gata astăzi mai târziu inbox proiect termen memento notă arhivă partajează căutare setări"),
    ("hr", ["one", "few", "other"],
     "zadatak popis gotovo danas kasnije ulazna projekt rok podsjetnik bilješka arhiva dijeli pretraživanje šifra"),
    ("sr", ["one", "few", "other"], "задатак списак готово данас касније пријемно пројекат рок подсетник белешка архива дели претрага"),
    ("sk", ["one", "few", "many", "other"],
     "úloha zoznam hotovo dnes neskôr schránka projekt termín pripomienka poznámka archív zdieľať štítok hľadať"),
    ("sl", ["one", "two", "few", "other"],
     "naloga seznam končano danes kasneje prejeto projekt rok opomnik zapisek arhiv deli iskanje šumnik"),
    ("lt", ["one", "few", "many", "other"],
     "užduotis sąrašas atlikta šiandien vėliau gauti projektas terminas priminimas pastaba archyvas bendrinti paieška"),
    ("lv", ["zero", "one", "other"],
     "uzdevums saraksts pabeigts šodien vēlāk iesūtne projekts termiņš atgādinājums piezīme arhīvs kopīgot meklēt"),
    ("bg", ["one", "other"], "задача списък готово днес по-късно входящи проект срок напомняне бележка архив сподели търсене"),
    ("ca", ["one", "other"], "tasca llista fet avui després safata projecte venciment recordatori nota arxiu compartir cerca"),
    ("hi", ["one", "other"], "कार्य सूची पूरा आज बाद इनबॉक्स परियोजना नियत अनुस्मारक नोट संग्रह साझा खोज"),
    ("fa", ["one", "other"], "کار فهرست انجام‌شد امروز بعداً صندوق پروژه سررسید یادآور یادداشت بایگانی اشتراک جستجو"),
    ("th", ["other"], "งาน รายการ เสร็จ วันนี้ ภายหลัง กล่องจดหมาย โครงการ กำหนด การเตือน บันทึก เก็บถาวร แชร์ ค้นหา"),
    ("vi", ["other"], "việc danh sách xong hôm nay sau hộp thư dự án hạn nhắc nhở ghi chú lưu trữ chia sẻ tìm kiếm"),
    ("id", ["other"], "tugas daftar selesai hari ini nanti kotak masuk proyek tenggat pengingat catatan arsip bagikan cari"),
    ("et", ["one", "other"], "ülesanne loend valmis täna hiljem postkast projekt tähtaeg meeldetuletus märkus arhiiv jaga otsi"),
    ("ms", ["other"], "tugasan senarai selesai hari ini kemudian peti masuk projek tarikh peringatan nota arkib kongsi cari"),
]
NO_SPACES = {"ja", "th", "zh-Hans", "zh-Hant"}
EMOJI = ["✅", "📋", "🗓️", "⏰", "🔔", "⭐️", "🚀", "👩‍💻", "🇺🇦", "👍🏽", "🔥", "❤️"]
SECTIONS = ["tabs", "auth", "todos", "lists", "profile", "settings", "onboarding", "stats", "share", "widgets",
            "notifications", "search", "sync", "errors", "paywall"]
ELEMENTS = ["title", "message", "button", "placeholder", "label", "hint", "footer", "header", "accessibility"]
COMMENTS = [
    "Title of the {0} screen",
    "Button that opens the {0} sheet",
    "Shown when the {0} list is empty",
    "Alert message; %@ is the name of the {0}",
    "Accessibility label for the {0} icon",
    "Section header in {0}",
    "Placeholder text in the {0} field — keep it short",
    "Error shown when syncing the {0} fails. Do not translate \"iCloud\".",
    "Menu item: {0}\nShown in the context menu",
]
PLURAL_VALUE_TYPES = ["lld", "lld", "lld", "d", "ld"]


def strings_literal(text):
    """A .strings quoted string, with the escapes genstrings writes."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


class Generator:
    def __init__(self, seed, languages):
        self.rng = random.Random(seed)
        self.languages = languages  # [(lang, categories, words)]
        self.vocabulary = {lang: words.split() for lang, _, words in languages}
        self.used = set()

    def words(self, lang, count):
        picked = [self.rng.choice(self.vocabulary[lang]) for _ in range(count)]
        return ("" if lang in NO_SPACES else " ").join(picked)

    def sentence(self, lang, specifiers, low=2, high=9):
        text = self.words(lang, self.rng.randint(low, high))
        text = text[0].upper() + text[1:]
        for spec in specifiers:
            position = self.rng.random()
            text = f"{spec} {text}" if position < 0.3 else f"{text} {spec}"
        return self.decorate(lang, text)

    def decorate(self, lang, text):
        r = self.rng.random()
        if r < 0.04:
            text += "\n" + text[: max(1, len(text) // 2)]
        elif r < 0.07:
            text = ("„" if lang == "de" else "«" if lang in ("fr", "ru", "uk") else "“") + text + (
                "“" if lang == "de" else "»" if lang in ("fr", "ru", "uk") else "”")
        elif r < 0.09:
            text = 'Tap "' + text + '"'
        elif r < 0.10:
            text += "\t→"
        elif r < 0.105:
            text += " (C:\\Tasks\\inbox)"
        elif r < 0.16:
            text += "…"
        if self.rng.random() < 0.05:
            text = self.rng.choice(EMOJI) + " " + text
        return text

    def specifiers(self):
        r = self.rng.random()
        if r < 0.65:
            return []
        if r < 0.8:
            return ["%@"]
        if r < 0.9:
            return [self.rng.choice(["%lld", "%d", "%ld"])]
        if r < 0.95:
            return ["%1$@", "%2$@"]
        return ["%@", "%lld"]

    def unique(self, make):
        while True:
            key = make()
            if key not in self.used:
                self.used.add(key)
                return key

    def coverage(self):
        """The share of keys each language translates: the source language all, the others 85–100 %."""
        return {lang: 1.0 if lang == SOURCE else 0.85 + 0.15 * self.rng.random() for lang, _, _ in self.languages}

    # ---- .strings ---------------------------------------------------------------------------------------
    def strings_entries(self, count):
        """[(key, comment or None, {lang: value})] for `count` keys."""
        coverage = self.coverage()
        entries = []
        for _ in range(count):
            specs = self.specifiers()
            section = self.rng.choice(SECTIONS)
            if self.rng.random() < 0.55:
                key = self.unique(lambda: f"{section}.{self.rng.choice(ELEMENTS)}.{self.rng.randint(1, 99999)}")
                english = self.sentence(SOURCE, specs)
            else:
                english = self.unique(lambda: self.sentence(SOURCE, specs) + f" {self.rng.randint(1, 9999)}")
                key = english
            r = self.rng.random()
            if r < 0.03:
                comment = None
            elif r < 0.05:
                comment = "// " + self.rng.choice(COMMENTS).format(section).replace("\n", " ")
            else:
                comment = self.rng.choice(COMMENTS).format(section)
            values = {}
            for lang, _, _ in self.languages:
                if lang == SOURCE:
                    values[lang] = english
                elif self.rng.random() < coverage[lang]:
                    values[lang] = self.sentence(lang, specs)
            entries.append((key, comment, values))
        return entries

    def strings_file(self, lang, entries):
        out = []
        if lang == SOURCE:
            out.append("/* \n  Localizable.strings\n  App\n\n  Created by genstrings.\n*/\n\n")
        for key, comment, values in entries:
            if lang not in values:
                continue
            if lang == SOURCE and comment is not None:
                if comment.startswith("//"):
                    out.append(comment + "\n")
                else:
                    out.append("/* " + comment + " */\n")
            out.append(f"{strings_literal(key)} = {strings_literal(values[lang])};\n\n")
        return "".join(out)

    # ---- .stringsdict -----------------------------------------------------------------------------------
    def plural_entries(self, count):
        """[(key, format, [(variable, value type, {lang: {category: text}})])]."""
        coverage = self.coverage()
        entries = []
        nouns = ["tasks", "items", "files", "lists", "reminders", "photos", "days", "minutes", "members", "notes"]
        for _ in range(count):
            first, second = self.rng.sample(nouns, 2)
            two = self.rng.random() < 0.125
            value_types = [self.rng.choice(PLURAL_VALUE_TYPES) for _ in range(2)]
            if self.rng.random() < 0.5:
                key = self.unique(lambda: f"plural.{self.rng.choice(SECTIONS)}.{first}.{self.rng.randint(1, 99999)}")
            else:
                key = self.unique(lambda: (f"%{value_types[0]} {first} in %{value_types[1]} {second}" if two else f"%{value_types[0]} {first} "
                                           + self.words(SOURCE, self.rng.randint(1, 4))) + f" {self.rng.randint(1, 9999)}")
            variables = [first, second] if two else [first]
            present = [lang for lang, _, _ in self.languages
                       if lang == SOURCE or self.rng.random() < coverage[lang]]
            specs = []
            for variable, value_type in zip(variables, value_types):
                forms = {}
                for lang, categories, _ in self.languages:
                    if lang not in present:
                        continue
                    forms[lang] = {}
                    for category in categories:
                        text = self.words(lang, self.rng.randint(1, 3))
                        if category == "zero" and self.rng.random() < 0.5:
                            forms[lang][category] = text  # "no tasks", without the number
                        elif category in ("one", "two") and lang in ("ar", "he") and self.rng.random() < 0.5:
                            forms[lang][category] = text
                        else:
                            forms[lang][category] = self.decorate(lang, f"%{value_type} {text}")
                specs.append((variable, value_type, forms))
            formats = {}
            for lang in present:
                placeholders = [f"%#@{variable}@" for variable, _, _ in specs]
                if two:
                    formats[lang] = f"{placeholders[0]} {self.words(lang, 1)} {placeholders[1]}"
                elif self.rng.random() < 0.3:
                    formats[lang] = f"{self.words(lang, 1).capitalize()}: {placeholders[0]}"
                else:
                    formats[lang] = placeholders[0]
            entries.append((key, formats, specs))
        return entries

    @staticmethod
    def stringsdict_file(lang, entries):
        out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
               '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n',
               '<plist version="1.0">\n<dict>\n']
        for key, formats, specs in entries:
            if lang not in formats:
                continue
            out.append(f"\t<key>{xml_escape(key)}</key>\n\t<dict>\n")
            out.append(f"\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>{xml_escape(formats[lang])}</string>\n")
            for variable, value_type, forms in specs:
                out.append(f"\t\t<key>{variable}</key>\n\t\t<dict>\n"
                           "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                           f"\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>{value_type}</string>\n")
                for category, text in forms[lang].items():
                    out.append(f"\t\t\t<key>{category}</key>\n\t\t\t<string>{xml_escape(text)}</string>\n")
                out.append("\t\t</dict>\n")
            out.append("\t</dict>\n")
        out.append("</dict>\n</plist>\n")
        return "".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="folder to write App/<lang>.lproj/ into (created if needed)")
    parser.add_argument("--languages", type=int, default=40, help=f"languages, en included (1–{len(LANGUAGES)})")
    parser.add_argument("--keys", type=int, default=5000, help="distinct keys in all (.strings + .stringsdict)")
    parser.add_argument("--plurals", type=int, default=300, help="of --keys, how many are .stringsdict plurals")
    parser.add_argument("--seed", type=int, default=20250507)
    args = parser.parse_args()
    if not 1 <= args.languages <= len(LANGUAGES):
        parser.error(f"--languages must be between 1 and {len(LANGUAGES)}")
    if not 0 <= args.plurals <= args.keys:
        parser.error("--plurals must be between 0 and --keys")

    languages = LANGUAGES[: args.languages]
    generator = Generator(args.seed, languages)
    strings = generator.strings_entries(args.keys - args.plurals)
    plurals = generator.plural_entries(args.plurals)
    total = 0
    for lang, _, _ in languages:
        folder = os.path.join(args.out, "App", f"{lang}.lproj")
        os.makedirs(folder, exist_ok=True)
        for name, text in (("Localizable.strings", generator.strings_file(lang, strings)),
                           ("Localizable.stringsdict", generator.stringsdict_file(lang, plurals))):
            data = text.encode("utf-8")
            with open(os.path.join(folder, name), "wb") as handle:
                handle.write(data)
            total += len(data)
    print(f"{args.out}: {len(languages)} languages, {len(strings)} .strings keys + {len(plurals)} .stringsdict "
          f"plural keys, {2 * len(languages)} files, {total / 1e6:.1f} MB", file=sys.stderr)


if __name__ == "__main__":
    main()
