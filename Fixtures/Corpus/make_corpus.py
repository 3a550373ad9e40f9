#!/usr/bin/python3
"""Write corpus.jsonl, the multi-script conformance corpus, from the strings below.

Usage (from the package root):
    /usr/bin/python3 Fixtures/Corpus/make_corpus.py > Fixtures/Corpus/corpus.jsonl

The strings are everyday UI labels and plain sentences written for this corpus. Each case gets a font family,
a size and a width from fixed cycles (so the output is deterministic), and the builder records:

- fontFile / fontIndex: the face fontconfig resolves the family to on this machine (`fc-match FAMILY`);
- uncovered: the characters that face has no glyph for (ignoring default-ignorable and control characters);
- fallbackFiles: the other faces Pango's fontconfig fallback used (for uncovered characters, and for emoji
  presentation sequences, which Pango looks up with lang "und-zsye" so the colour emoji font comes first);
- knownDifference: why UIKit is known to lay the case out differently from Pango, when it is (see README.md).
  The Korean, Thai and push-out tags need Pango (Scripts/pango-reference.py) to tell whether the text wraps.

Needs fontconfig's tools (fc-match) and, for the tags, Debian's python3-gi, python3-gi-cairo, gir1.2-pango-1.0.
"""

import importlib.util
import json
import os
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# Size and width cycles. Sizes are the Dynamic Type body sizes the project cares about; widths are label widths
# in points (None: one unconstrained line). The two cycles have coprime lengths, so a group walks through many
# of the pairs.
SIZES = [17, 13, 22, 11, 28, 17, 34, 13, 53, 22]
WIDTHS = [200, 320, 120, 200, 80, 320, None]
# Long words are there to be wider than the line: bigger sizes, narrower widths.
LONG_SIZES = [22, 28, 17, 34, 53, 13]
LONG_WIDTHS = [120, 80, 200, 120, 320]

KOREAN = ("hangul-word-priority: UILabel's default line-break strategy (.standard) includes .hangulWordPriority, "
          "so it breaks Hangul only at spaces; Pango breaks between any two syllables")
THAI = ("thai-dictionary: Pango finds Thai word breaks with libthai's dictionary; ICU and CoreText use their own, "
        "which split some words differently")
TRAILING_SPACES = ("trailing-spaces: a wrapped line ends in two or more spaces; Pango zeroes only the last one, so "
                   "its line width counts the others, where UIKit lets all trailing whitespace hang")
PUSH_OUT = ("push-out: UILabel's default line-break strategy (.standard) includes .pushOut and may move a word "
            "down so the last line is not a single word; Pango (greedy) leaves one word alone on the last line")

# Each group: (group id, script, default family, default language, entries). An entry is a string, or a dict
# with "text" and any of family, language, size, width, maxLines, tags to override.
GROUPS = []


def group(name, script, family, language, entries, sizes=SIZES, widths=WIDTHS):
    GROUPS.append((name, script, family, language, entries, sizes, widths))


group("latin", "Latin", "DejaVu Sans", "en", [
    "Sign in",
    "Forgot your password?",
    "Your order has shipped and should arrive by Thursday.",
    "Tap here to add a photo to your profile.",
    "We couldn't connect to the server. Check your internet connection and try again.",
    {"text": "Settings", "family": "Noto Sans"},
    "Turn on notifications to hear about new messages, mentions and replies.",
    {"text": "Storage almost full: 4.8 GB of 5 GB used", "family": "Noto Sans"},
    "Remind me tomorrow at 9:00 AM",
    {"text": "The quick brown fox jumps over the lazy dog.", "family": "Noto Sans"},
    "By continuing, you agree to the Terms of Service and Privacy Policy.",
    {"text": "Delete 3 items? This can't be undone.", "family": "Noto Sans"},
    {"text": "Hello,  world  with  double  spaces", "tags": ["spaces"]},
    {"text": "Trailing space ", "tags": ["trailing-space"]},
    {"text": "Line one\nLine two\nLine three", "tags": ["newline"]},
    {"text": "Download complete — 12 files (348 MB) saved to your Downloads folder.", "family": "Noto Sans"},
    "\u201cQuoted text\u201d and \u2018single quotes\u2019 with an ellipsis\u2026",
    {"text": "Price: $1,299.99 (tax included)", "family": "Noto Sans"},
    "Ready",
    {"text": "First paragraph ends here.\u2029Second paragraph starts here.", "tags": ["paragraph-separator"]},
    {"text": "A line\u2028separator inside one paragraph", "tags": ["line-separator"]},
    # German
    {"text": "Einstellungen", "language": "de"},
    {"text": "Passwort vergessen?", "language": "de", "family": "Noto Sans"},
    {"text": "Ihre Bestellung wurde versandt und kommt voraussichtlich am Donnerstag an.", "language": "de"},
    {"text": "Datenschutzeinstellungen verwalten", "language": "de"},
    {"text": "Kraftfahrzeughaftpflichtversicherung", "language": "de", "family": "Noto Sans"},
    {"text": "Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.", "language": "de"},
    {"text": "Benachrichtigungen für Nachrichten, Erwähnungen und Antworten aktivieren", "language": "de",
     "family": "Noto Sans"},
    {"text": "Geschwindigkeitsbegrenzung auf der Autobahn", "language": "de"},
    {"text": "Straße, Größe, Maß und Fuß", "language": "de"},
    {"text": "Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesellschaft", "language": "de",
     "tags": ["soft-hyphen"]},
    {"text": "Möchten Sie die Änderungen speichern, bevor Sie das Dokument schließen?", "language": "de",
     "family": "Noto Sans"},
    {"text": "Zurück zur Übersicht", "language": "de"},
    {"text": "Arbeitsunfähigkeitsbescheinigung einreichen", "language": "de", "family": "Noto Sans"},
    {"text": "Wi\u2011Fi\u2011Einstellungen und Bluetooth\u2011Geräte", "language": "de",
     "tags": ["non-breaking-hyphen"]},
    # French
    {"text": "Paramètres", "language": "fr"},
    {"text": "Mot de passe oublié\u202f?", "language": "fr", "tags": ["narrow-nbsp"]},
    {"text": "Votre commande a été expédiée et devrait arriver jeudi.", "language": "fr", "family": "Noto Sans"},
    {"text": "Impossible de se connecter au serveur. Vérifiez votre connexion Internet et réessayez.",
     "language": "fr"},
    {"text": "«\u00a0Bonjour\u00a0», dit-elle en souriant.", "language": "fr", "tags": ["nbsp"]},
    {"text": "Enregistrer les modifications avant de fermer le document\u00a0?", "language": "fr",
     "family": "Noto Sans", "tags": ["nbsp"]},
    {"text": "Ça coûte 12,50\u00a0€ TTC", "language": "fr"},
    {"text": "L’application souhaite accéder à vos photos.", "language": "fr"},
    {"text": "Œuvres complètes, tome II\u00a0: l’été à Noël", "language": "fr", "family": "Noto Sans"},
    {"text": "Touchez deux fois pour zoomer", "language": "fr"},
    {"text": "Aujourd’hui, il fait beau et chaud à Marseille.", "language": "fr", "family": "Noto Sans"},
    {"text": "Conditions générales d’utilisation", "language": "fr"},
])

group("cyrillic", "Cyrillic", "DejaVu Sans", "ru", [
    "Настройки",
    "Забыли пароль?",
    "Ваш заказ отправлен и будет доставлен в четверг.",
    "Не удалось подключиться к серверу. Проверьте подключение к интернету и повторите попытку.",
    {"text": "Включите уведомления, чтобы узнавать о новых сообщениях.", "family": "Noto Sans"},
    "Достопримечательности",
    {"text": "Человеконенавистничество", "family": "Noto Sans"},
    "Сохранить изменения перед закрытием документа?",
    {"text": "Съешь же ещё этих мягких французских булок, да выпей чаю.", "family": "Noto Sans"},
    "Хранилище почти заполнено: использовано 4,8 ГБ из 5 ГБ",
    "Удалить 3 объекта? Это действие нельзя отменить.",
    {"text": "Выйти из учётной записи", "family": "Noto Sans"},
    "Добро пожаловать!",
    "Напомнить завтра в 9:00",
    {"text": "Политика конфиденциальности и условия использования", "family": "Noto Sans"},
    "Високосный год бывает раз в четыре года.",
    {"text": "Пожалуйста, подождите…", "family": "Noto Sans"},
    "Электронная почта",
    "Показать все 128 фотографий",
    {"text": "Высокопревосходительство", "family": "Noto Sans"},
    {"text": "Загрузка завершена — 12 файлов (348 МБ) сохранены в папке «Загрузки».", "family": "Noto Sans"},
    "Дважды коснитесь, чтобы увеличить",
    {"text": "Налаштування", "language": "uk"},
    {"text": "Ласкаво просимо до застосунку!", "language": "uk", "family": "Noto Sans"},
    {"text": "Ґанок, їжак, єнот і дзвін — українські літери.", "language": "uk"},
    {"text": "Перевірте з’єднання з інтернетом і спробуйте ще раз.", "language": "uk", "family": "Noto Sans"},
    {"text": "Здравейте! Как сте днес?", "language": "bg"},
    {"text": "Изтеглянето на файловете завърши успешно.", "language": "bg", "family": "Noto Sans"},
    {"text": "Добродошли у подешавања апликације", "language": "sr"},
    {"text": "Најљубазнији поздрав из Београда", "language": "sr", "family": "Noto Sans"},
])

group("greek", "Greek", "DejaVu Sans", "el", [
    "Ρυθμίσεις",
    "Ξεχάσατε τον κωδικό πρόσβασης;",
    "Η παραγγελία σας στάλθηκε και θα φτάσει την Πέμπτη.",
    {"text": "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή. Ελέγξτε τη σύνδεσή σας στο διαδίκτυο και δοκιμάστε ξανά.",
     "family": "Noto Sans"},
    "Ενεργοποιήστε τις ειδοποιήσεις για νέα μηνύματα.",
    {"text": "Αποθήκευση αλλαγών πριν από το κλείσιμο;", "family": "Noto Sans"},
    "Καλημέρα! Τι κάνεις σήμερα;",
    "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.",
    {"text": "Αποσύνδεση", "family": "Noto Sans"},
    "Διαγραφή 3 στοιχείων; Αυτή η ενέργεια δεν αναιρείται.",
    "Ο αποθηκευτικός χώρος είναι σχεδόν πλήρης",
    {"text": "Υπενθύμιση αύριο στις 9:00 π.μ.", "family": "Noto Sans"},
    "Πολιτική απορρήτου και όροι χρήσης",
    "Ηλεκτρονικό ταχυδρομείο",
    {"text": "Αντισυνταγματικότατα", "family": "Noto Sans"},
    "Καλώς ήρθατε στην εφαρμογή",
    {"text": "Η λήψη ολοκληρώθηκε: 12 αρχεία αποθηκεύτηκαν.", "family": "Noto Sans"},
    "Πατήστε δύο φορές για μεγέθυνση",
    {"text": "Ἐν ἀρχῇ ἦν ὁ λόγος, καὶ ὁ λόγος ἦν πρὸς τὸν θεόν.", "family": "Noto Sans", "language": "grc",
     "tags": ["polytonic"]},
    "Εμφάνιση όλων των 128 φωτογραφιών",
    {"text": "Παρακαλώ περιμένετε…", "family": "Noto Sans"},
    "Σφάλμα δικτύου",
    {"text": "Αυτοκινητόδρομος Αθηνών–Θεσσαλονίκης", "family": "Noto Sans"},
    "Οι αλλαγές σας αποθηκεύτηκαν αυτόματα.",
    {"text": "Μετάβαση στην αρχική σελίδα", "family": "Noto Sans"},
    "Θέλετε να ενεργοποιήσετε την τοποθεσία για καλύτερα αποτελέσματα;",
    {"text": "Η Αθήνα είναι η πρωτεύουσα και η μεγαλύτερη πόλη της Ελλάδας.", "family": "Noto Sans"},
    "Ψάχνω ένα καλό εστιατόριο κοντά στο λιμάνι.",
    {"text": "Ενημέρωση λογισμικού διαθέσιμη", "family": "Noto Sans"},
    "Ευχαριστούμε για την υπομονή σας!",
])

group("chinese", "Han", "Noto Sans CJK SC", "zh-Hans", [
    "设置",
    "忘记密码？",
    "您的订单已发货，预计星期四送达。",
    "无法连接到服务器。请检查您的网络连接，然后重试。",
    "打开通知，以便及时了解新消息、提及和回复。",
    "存储空间即将用完：已使用 4.8 GB（共 5 GB）",
    "确定要删除这 3 个项目吗？此操作无法撤销。",
    "明天上午 9:00 提醒我",
    "继续即表示您同意《服务条款》和《隐私政策》。",
    "下载完成，共 12 个文件（348 MB）已保存到“下载”文件夹。",
    "退出登录",
    "欢迎使用！",
    "今天天气很好，我们去公园散步吧。",
    "请稍候……",
    "显示全部 128 张照片",
    "双击可放大",
    "电子邮件地址",
    "春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。",
    "学而时习之，不亦说乎？有朋自远方来，不亦乐乎？",
    "使用 iPhone 拍摄的照片会自动同步到云端。",
    "版本 2.4.1 更新内容：修复了若干问题，并提升了稳定性。",
    {"text": "今天天气很好我们去公园散步然后一起吃晚饭好不好", "size": 20, "width": 200, "tags": ["exact-fit"]},
    {"text": "这是一个正好填满每一行的句子没有任何标点符号也没有空格", "size": 16, "width": 320,
     "tags": ["exact-fit"]},
    {"text": "設定", "family": "Noto Sans CJK TC", "language": "zh-Hant"},
    {"text": "您的訂單已出貨，預計星期四送達。", "family": "Noto Sans CJK TC", "language": "zh-Hant"},
    {"text": "無法連線到伺服器，請檢查網路連線後再試一次。", "family": "Noto Sans CJK TC", "language": "zh-Hant"},
    {"text": "歡迎使用本應用程式！", "family": "Noto Sans CJK TC", "language": "zh-Hant"},
    {"text": "儲存空間即將用盡，請刪除不需要的檔案。", "family": "Noto Sans CJK TC", "language": "zh-Hant"},
    {"text": "「你好」，他笑著說。", "family": "Noto Sans CJK TC", "language": "zh-Hant"},
    {"text": "我们明天见！（不见不散）", "maxLines": 1},
])

group("japanese", "Japanese", "Noto Sans CJK JP", "ja", [
    "設定",
    "パスワードをお忘れですか？",
    "ご注文の商品は発送済みです。木曜日にお届け予定です。",
    "サーバーに接続できませんでした。インターネット接続を確認して、もう一度お試しください。",
    "通知をオンにすると、新しいメッセージや返信をお知らせします。",
    "「保存」をタップすると、変更内容が保存されます。",
    {"text": "ちょっと待ってください。", "tags": ["small-kana"]},
    "ストレージの空き容量が少なくなっています（残り 200 MB）。",
    "3 件の項目を削除しますか？この操作は取り消せません。",
    "明日の午前 9:00 に通知する",
    "ログアウト",
    "ようこそ！",
    "今日はいい天気ですね。散歩に行きましょう。",
    "しばらくお待ちください……",
    "写真をすべて表示（128 枚）",
    "ダブルタップで拡大します",
    "キャンセルしますか？\u3000カートの中身は保持されます。",
    "古池や蛙飛び込む水の音",
    "ファイルのダウンロードが完了しました。",
    {"text": "チェックボックスをオンにしてください。", "tags": ["small-kana"]},
    "ソフトウェア・アップデート",
    {"text": "コンピューターのキャッシュをクリアしています", "tags": ["small-kana"]},
    "（注）この機能は一部の地域でのみご利用いただけます。",
    "「はい」または「いいえ」を選んでください。",
    "東京都千代田区丸の内１丁目",
    {"text": "ジャッキーはチョコレートケーキとミルクティーが好きです。", "tags": ["small-kana"]},
    "ウェブページ、ニュース、ブックマーク",
    {"text": "あいうえおかきくけこさしすせそたちつてとなにぬねの", "size": 16, "width": 80, "tags": ["exact-fit"]},
    {"text": "ショッピング・センターでちょっと休憩", "size": 22, "width": 80, "tags": ["small-kana"]},
    {"text": "お問い合わせは、メールまたはお電話でどうぞ。", "maxLines": 2},
    {"text": "今日は晴れ、明日は雨。", "size": 20, "width": 100, "tags": ["exact-fit", "kinsoku"]},
])

group("korean", "Hangul", "Noto Sans CJK KR", "ko", [
    "설정",
    "비밀번호를 잊으셨나요?",
    "주문하신 상품이 발송되었으며 목요일에 도착할 예정입니다.",
    "서버에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도하세요.",
    "알림을 켜면 새 메시지, 멘션 및 답장에 대한 알림을 받을 수 있습니다.",
    "저장 공간이 거의 가득 찼습니다: 5GB 중 4.8GB 사용",
    "항목 3개를 삭제하시겠습니까? 이 작업은 취소할 수 없습니다.",
    "내일 오전 9:00에 알림",
    "로그아웃",
    "환영합니다!",
    "오늘은 날씨가 좋네요. 공원에 산책하러 갈까요?",
    "잠시만 기다려 주세요…",
    "사진 128장 모두 보기",
    "두 번 탭하여 확대",
    "이메일 주소",
    "계속하면 서비스 약관 및 개인정보 처리방침에 동의하게 됩니다.",
    "다운로드가 완료되었습니다. 파일 12개가 다운로드 폴더에 저장되었습니다.",
    "대한민국 서울특별시 종로구",
    "변경 사항을 저장하시겠습니까?",
    "네트워크 오류가 발생했습니다",
    "다람쥐 헌 쳇바퀴에 타고파",
    "한국어 키보드 설정을 변경하려면 여기를 누르세요.",
    "친구에게 링크로 공유하기",
    "위치 서비스를 켜면 더 정확한 결과를 볼 수 있습니다.",
    "새로운 업데이트를 사용할 수 있습니다",
    "배터리가 부족합니다. 충전기를 연결하세요.",
    "오늘 저녁에 같이 밥 먹을래요?",
    "이 기능은 일부 국가에서만 사용할 수 있습니다.",
    "받은 편지함에 읽지 않은 메일이 5통 있습니다.",
    "자동 잠금 시간을 설정합니다",
])

group("arabic", "Arabic", "Noto Sans Arabic", "ar", [
    "الإعدادات",
    "هل نسيت كلمة المرور؟",
    "تم شحن طلبك ومن المتوقع أن يصل يوم الخميس.",
    "تعذر الاتصال بالخادم. تحقق من اتصالك بالإنترنت وحاول مرة أخرى.",
    "شغّل الإشعارات لتعرف بالرسائل والردود الجديدة.",
    "مساحة التخزين ممتلئة تقريبًا: تم استخدام ٤٫٨ غيغابايت من ٥ غيغابايت",
    "حذف ٣ عناصر؟ لا يمكن التراجع عن هذا الإجراء.",
    "ذكّرني غدًا في الساعة ٩:٠٠ صباحًا",
    "تسجيل الخروج",
    "مرحبًا بك!",
    "الطقس جميل اليوم، هيا نتمشى في الحديقة.",
    "يرجى الانتظار",
    "عرض جميع الصور البالغ عددها ١٢٨",
    "انقر مرتين للتكبير",
    "البريد الإلكتروني",
    "بالمتابعة، فإنك توافق على شروط الخدمة وسياسة الخصوصية.",
    "اكتمل التنزيل وحُفظ ١٢ ملفًا في مجلد التنزيلات.",
    "السلام عليكم ورحمة الله",
    "هل تريد حفظ التغييرات قبل إغلاق المستند؟",
    "حدث خطأ في الشبكة",
    {"text": "اَلْعَرَبِيَّةُ لُغَةٌ جَمِيلَةٌ", "tags": ["harakat"]},
    {"text": "مـــرحـــبـــا", "tags": ["tatweel"]},
    "القاهرة هي عاصمة جمهورية مصر العربية وأكبر مدنها.",
    {"text": "«مرحبًا»، قالت وهي تبتسم.", "tags": ["guillemets"]},
    {"text": "الإعدادات", "family": "DejaVu Sans"},
    {"text": "تم شحن طلبك ومن المتوقع أن يصل يوم الخميس.", "family": "DejaVu Sans"},
    {"text": "تنظیمات", "language": "fa"},
    {"text": "رمز عبور خود را فراموش کرده‌اید؟", "language": "fa", "tags": ["zwnj"]},
    {"text": "سفارش شما ارسال شد و پنجشنبه تحویل داده می‌شود.", "language": "fa", "tags": ["zwnj"]},
    {"text": "لطفاً اتصال اینترنت خود را بررسی کنید و دوباره امتحان کنید.", "language": "fa"},
    {"text": "نمایش همهٔ ۱۲۸ عکس", "language": "fa"},
    {"text": "هل تريد المتابعة؟ سيتم حذف جميع البيانات المحفوظة على هذا الجهاز.", "maxLines": 2},
])

group("hebrew", "Hebrew", "DejaVu Sans", "he", [
    "הגדרות",
    "שכחת את הסיסמה?",
    "ההזמנה שלך נשלחה ואמורה להגיע ביום חמישי.",
    "לא ניתן להתחבר לשרת. בדוק את החיבור לאינטרנט ונסה שוב.",
    "הפעל התראות כדי לקבל עדכונים על הודעות ותשובות חדשות.",
    "שטח האחסון כמעט מלא: נוצלו 4.8 GB מתוך 5 GB",
    "למחוק 3 פריטים? לא ניתן לבטל פעולה זו.",
    "תזכיר לי מחר ב-9:00",
    "התנתקות",
    "ברוכים הבאים!",
    "מזג האוויר נעים היום, בואו נטייל בפארק.",
    "נא להמתין…",
    "הצג את כל 128 התמונות",
    "הקש פעמיים כדי להגדיל",
    "כתובת דואר אלקטרוני",
    "בהמשך, אתה מסכים לתנאי השירות ולמדיניות הפרטיות.",
    "ההורדה הושלמה: 12 קבצים נשמרו בתיקיית ההורדות.",
    "לשמור את השינויים לפני סגירת המסמך?",
    "שגיאת רשת",
    {"text": "שָׁלוֹם עֲלֵיכֶם", "tags": ["niqqud"]},
    {"text": "תל\u05beאביב\u2013יפו", "tags": ["maqaf"]},
    "ירושלים היא עיר הבירה של ישראל.",
    {"text": "שלום עולם", "family": "Noto Sans Hebrew"},
    {"text": "ספר טוב הוא חבר נאמן", "family": "Noto Sans Hebrew"},
    {"text": "אני אוהב ללמוד שפות חדשות כל יום", "family": "Noto Sans Hebrew"},
    {"text": "הטלפון שלי נטען עכשיו", "family": "Noto Sans Hebrew"},
    {"text": "בית ספר יסודי ברחוב הרצל", "family": "Noto Sans Hebrew"},
    {"text": "חג שמח לכל המשפחה", "family": "Noto Sans Hebrew"},
    {"text": "תל\u05beאביב היא עיר שאינה נחה לעולם", "family": "Noto Sans Hebrew", "tags": ["maqaf"]},
    {"text": "כל הזכויות שמורות לחברה ולעובדיה", "family": "Noto Sans Hebrew", "maxLines": 1},
])

group("devanagari", "Devanagari", "Noto Sans Devanagari", "hi", [
    "सेटिंग्स",
    "क्या आप अपना पासवर्ड भूल गए?",
    "आपका ऑर्डर भेज दिया गया है और गुरुवार तक पहुँच जाएगा।",
    "सर्वर से कनेक्ट नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से प्रयास करें।",
    "नए संदेशों और जवाबों की जानकारी पाने के लिए सूचनाएँ चालू करें।",
    "स्टोरेज लगभग भर गया है: 5 में से 4.8 जीबी इस्तेमाल हुआ",
    "3 आइटम हटाएँ? यह कार्रवाई पूर्ववत नहीं की जा सकती।",
    "मुझे कल सुबह 9:00 बजे याद दिलाएँ",
    "साइन आउट करें",
    "स्वागत है!",
    "आज मौसम बहुत अच्छा है, चलो पार्क में टहलने चलते हैं।",
    "कृपया प्रतीक्षा करें…",
    "सभी 128 फ़ोटो देखें",
    "ज़ूम करने के लिए दो बार टैप करें",
    "ईमेल पता",
    "जारी रखकर, आप सेवा की शर्तों और गोपनीयता नीति से सहमत होते हैं।",
    "डाउनलोड पूरा हुआ: 12 फ़ाइलें डाउनलोड फ़ोल्डर में सहेजी गईं।",
    "क्या आप दस्तावेज़ बंद करने से पहले बदलाव सहेजना चाहते हैं?",
    "नेटवर्क त्रुटि",
    "राष्ट्रपति भवन नई दिल्ली में स्थित है।",
    {"text": "संयुक्ताक्षर: क्ष त्र ज्ञ श्र द्ध द्व ह्म", "tags": ["conjuncts"]},
    {"text": "सेटिंग्ज बदलण्यासाठी येथे टॅप करा", "language": "mr"},
    {"text": "महाराष्ट्रातील पुणे हे शिक्षणाचे माहेरघर आहे.", "language": "mr"},
    {"text": "नेपालको राजधानी काठमाडौं हो।", "language": "ne"},
    {"text": "सत्यमेव जयते", "language": "sa"},
    "प्रधानमंत्री ने आज राष्ट्र को संबोधित किया।",
    "मूल्य: ₹१,२९९.९९",
    "भारत एक विशाल देश है जहाँ अनेक भाषाएँ बोली जाती हैं।",
    "कृपया अपना मोबाइल नंबर दर्ज करें",
    {"text": "हिन्दी भारत की राजभाषा है और करोड़ों लोग इसे बोलते हैं।", "maxLines": 2},
])

group("thai", "Thai", "Noto Sans Thai", "th", [
    "การตั้งค่า",
    "ลืมรหัสผ่านใช่ไหม",
    "คำสั่งซื้อของคุณถูกจัดส่งแล้วและจะมาถึงในวันพฤหัสบดี",
    "ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง",
    "เปิดการแจ้งเตือนเพื่อรับข้อความใหม่และการตอบกลับ",
    "พื้นที่จัดเก็บใกล้เต็มแล้ว",
    "ลบรายการ ๓ รายการใช่หรือไม่ การดำเนินการนี้ไม่สามารถยกเลิกได้",
    "เตือนฉันพรุ่งนี้เวลา ๙ โมงเช้า",
    "ออกจากระบบ",
    "ยินดีต้อนรับ",
    "วันนี้อากาศดีมาก ไปเดินเล่นที่สวนสาธารณะกันเถอะ",
    "โปรดรอสักครู่",
    "ดูรูปภาพทั้งหมด ๑๒๘ รูป",
    "แตะสองครั้งเพื่อขยาย",
    "ที่อยู่อีเมล",
    "การดำเนินการต่อถือว่าคุณยอมรับข้อกำหนดในการให้บริการและนโยบายความเป็นส่วนตัว",
    "ดาวน์โหลดเสร็จสมบูรณ์ บันทึกไฟล์ ๑๒ ไฟล์ไว้ในโฟลเดอร์ดาวน์โหลดแล้ว",
    "คุณต้องการบันทึกการเปลี่ยนแปลงก่อนปิดเอกสารหรือไม่",
    "เกิดข้อผิดพลาดของเครือข่าย",
    "กรุงเทพมหานคร อมรรัตนโกสินทร์ มหินทรายุธยา",
    "ภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำ",
    "ฉันชอบกินข้าวผัดกับต้มยำกุ้ง",
    "โทรศัพท์มือถือของฉันแบตเตอรี่ใกล้หมดแล้ว",
    "สวัสดีครับ ยินดีที่ได้รู้จัก",
    {"text": "ราคา 1,299 บาท", "tags": ["fallback"]},
    "ผู้ใช้งานสามารถเปลี่ยนภาษาได้ในหน้าการตั้งค่า",
    "ประเทศไทยมีเจ็ดสิบเจ็ดจังหวัด",
    "น้ำใจไมตรีของคนไทย",
    {"text": "การตั้งค่า", "family": "Noto Looped Thai"},
    {"text": "วันนี้อากาศดีมาก ไปเดินเล่นที่สวนสาธารณะกันเถอะ", "family": "Noto Looped Thai"},
    {"text": "โปรดตรวจสอบข้อมูลของคุณอีกครั้งก่อนกดยืนยันการสั่งซื้อ", "maxLines": 2},
])

group("emoji", "Emoji", "Noto Color Emoji", "und", [
    "👍",
    "😀😃😄😁😆😅😂🤣",
    {"text": "👨\u200d👩\u200d👧\u200d👦", "tags": ["zwj"]},
    {"text": "👩\u200d💻👨\u200d🚀🧑\u200d🍳👩\u200d🔬", "tags": ["zwj"]},
    {"text": "🇯🇵🇺🇸🇩🇪🇫🇷🇧🇷🇮🇳🇰🇷🇨🇳", "tags": ["flags"]},
    {"text": "👍🏻👍🏼👍🏽👍🏾👍🏿", "tags": ["skin-tone"]},
    {"text": "🏳\ufe0f\u200d🌈🏳\ufe0f\u200d⚧\ufe0f🏴\u200d☠\ufe0f", "tags": ["zwj", "flags"]},
    {"text": "🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f"
             "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f", "tags": ["tag-sequence", "flags"]},
    {"text": "1\ufe0f\u20e32\ufe0f\u20e33\ufe0f\u20e3#\ufe0f\u20e3*\ufe0f\u20e3", "tags": ["keycap"]},
    {"text": "❤\ufe0f🧡💛💚💙💜🖤🤍🤎", "tags": ["vs16"]},
    {"text": "👩🏽\u200d🤝\u200d👩🏻 🧑🏿\u200d🦱 👨🏼\u200d🦰", "tags": ["zwj", "skin-tone"]},
    "🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐔🐧🐦🐤🦆",
    {"text": "☀\ufe0f⛅☁\ufe0f🌧\ufe0f⛈\ufe0f🌩\ufe0f🌨\ufe0f❄\ufe0f", "tags": ["vs16"]},
    "🫠🫶🥹",
    {"text": "Great job! 👍", "family": "Noto Sans", "language": "en"},
    {"text": "Happy birthday 🎂🎉 Have a wonderful day!", "family": "Noto Sans", "language": "en"},
    {"text": "Meeting moved to 3 PM ⏰ — see you there 👋", "family": "Noto Sans", "language": "en"},
    {"text": "Our family 👨\u200d👩\u200d👧\u200d👦 trip to Japan 🇯🇵 was amazing", "family": "Noto Sans",
     "language": "en", "tags": ["zwj", "flags"]},
    {"text": "Thanks 🙏🏽 for the flowers 💐", "family": "Noto Sans", "language": "en", "tags": ["skin-tone"]},
    {"text": "I ❤\ufe0f this place", "family": "Noto Sans", "language": "en", "tags": ["vs16"]},
    {"text": "New message from Anna 💬", "family": "Noto Sans", "language": "en"},
    {"text": "✈\ufe0f Flight DL 123 departs at 9:40", "family": "Noto Sans", "language": "en", "tags": ["vs16"]},
    {"text": "⚠\ufe0f Battery low (5%)", "family": "Noto Sans", "language": "en", "tags": ["vs16"]},
    {"text": "✅ Done  ❌ Failed  ⏳ Pending", "family": "Noto Sans", "language": "en"},
    {"text": "Congrats 🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉", "family": "Noto Sans", "language": "en"},
    {"text": "Спасибо! 😊", "family": "Noto Sans", "language": "ru"},
    {"text": "ありがとう😊", "family": "Noto Sans CJK JP", "language": "ja"},
    {"text": "شكرًا لك 🌹", "family": "Noto Sans Arabic", "language": "ar"},
    {"text": "Team 👩🏻\u200d💻👨🏾\u200d💻 shipped v2.0 🚀", "family": "Noto Sans", "language": "en",
     "tags": ["zwj", "skin-tone"]},
    {"text": "Score: ⚽ 2 – 1 🏆", "family": "Noto Sans", "language": "en"},
    {"text": "I ❤ this place (text presentation)", "family": "DejaVu Sans", "language": "en",
     "tags": ["text-presentation"]},
    {"text": "Weather: ☀\ufe0f sunny, then 🌧\ufe0f rain", "family": "DejaVu Sans", "language": "en",
     "tags": ["vs16"]},
])

group("bidi", "Mixed", "DejaVu Sans", "en", [
    "Open the file سجل.txt",
    {"text": "The word שלום means peace.", "tags": ["ltr-base"]},
    {"text": "مرحبا Hello مرحبا", "language": "ar", "tags": ["rtl-base"]},
    {"text": "تم تحديث iOS إلى الإصدار 17.2", "language": "ar", "tags": ["rtl-base"]},
    {"text": "ההודעה נשלחה ל-Dana בשעה 10:30", "language": "he", "tags": ["rtl-base"]},
    "Call +1 (555) 123-4567 أو اتصل بنا",
    {"text": "הזמנה מספר #4521 אושרה", "language": "he", "tags": ["rtl-base"]},
    "Price: 120 ₪ (מחיר כולל מע״מ)",
    {"text": "اسم المستخدم: john.doe@example.com", "language": "ar", "tags": ["rtl-base"]},
    "Visit example.com/ar للمزيد من المعلومات",
    {"text": "Windows و macOS و Linux", "language": "ar"},
    {"text": "הסרט \"Blue Sky\" זכה בפרס", "language": "he", "tags": ["rtl-base"]},
    "Downloaded 3 ملفات from the server",
    "Meeting with أحمد and דוד tomorrow",
    "Translation: אני אוהב קפה עם חלב",
    {"text": "الترجمة: I like coffee with milk", "language": "ar", "tags": ["rtl-base"]},
    {"text": "المجموع 1,250.75 دولار", "language": "ar", "tags": ["rtl-base"]},
    {"text": "גרסה 2.4.1 (build 305) זמינה להורדה", "language": "he", "tags": ["rtl-base"]},
    {"text": "(שלום (world) עולם)", "language": "he", "tags": ["mirrored"]},
    {"text": "العنوان: 221B Baker Street, London", "language": "ar", "tags": ["rtl-base"]},
    {"text": "فایل report-final.pdf را باز کنید", "language": "fa", "tags": ["rtl-base"]},
    {"text": "שלום سلام peace", "language": "he"},
    {"text": "C++ و Swift و Python لغات برمجة", "language": "ar"},
    "This sentence contains a short Arabic phrase في منتصف الجملة and continues in English until it wraps.",
    {"text": "המשפט הזה כולל מילים באנגלית like this one וממשיך בעברית עד שהוא נשבר לשורה חדשה.",
     "language": "he", "tags": ["rtl-base"]},
    {"text": "\u200f123 שקלים", "language": "he", "tags": ["rlm"]},
    {"text": "Settings — الإعدادات — הגדרות", "family": "Noto Sans", "tags": ["fallback"]},
    {"text": "User name: محمد", "family": "Noto Sans", "tags": ["fallback"]},
    {"text": "تطبيق Google Maps", "family": "Noto Sans Arabic", "language": "ar", "tags": ["fallback", "rtl-base"]},
    {"text": "אפליקציית Maps", "family": "Noto Sans Hebrew", "language": "he", "tags": ["fallback", "rtl-base"]},
    {"text": "Reply from سارة: «سأصل بعد عشر دقائق» — thanks!", "maxLines": 2},
])

group("longword", "Latin", "DejaVu Sans", "en", [
    {"text": "Donaudampfschifffahrtsgesellschaftskapitän", "language": "de"},
    {"text": "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz", "language": "de",
     "family": "Noto Sans"},
    "Pneumonoultramicroscopicsilicovolcanoconiosis",
    {"text": "https://www.example.com/products/category/item?id=1234567890&ref=homepage", "tags": ["url"]},
    {"text": "firstname.lastname@subdomain.example.org", "family": "Noto Sans", "tags": ["email"]},
    {"text": "/Users/shared/Documents/Projects/2024/Quarterly-Report-Final-v3.pdf", "tags": ["path"]},
    "#ThrowbackThursdayMemoriesFromSummerVacation",
    {"text": "Lentokonesuihkuturbiinimoottoriapumekaanikkoaliupseerioppilas", "language": "fi",
     "family": "Noto Sans"},
    {"text": "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", "language": "cy"},
    {"text": "Tap Continue to accept the Nichtraucherschutzgesetzänderungsvorschlag now", "family": "Noto Sans"},
    "1234567890123456789012345678901234567890",
    "Hippopotomonstrosesquippedaliophobia is a long word.",
    {"text": "Ylioppilastutkintolautakunta järjestää kokeet.", "language": "fi", "family": "Noto Sans"},
    {"text": "Muvaffakiyetsizleştiricileştiriveremeyebileceklerimizdenmişsinizcesine", "language": "tr"},
    {"text": "Человеконенавистничество и высокопревосходительство", "language": "ru", "script": "Cyrillic"},
    {"text": "Αντισυνταγματικότατα", "language": "el", "script": "Greek", "family": "Noto Sans"},
    {"text": "أفاستسقيناكموها", "language": "ar", "script": "Arabic", "family": "Noto Sans Arabic"},
    {"text": "अन्तर्राष्ट्रीयकरणसम्बन्धी", "language": "hi", "script": "Devanagari",
     "family": "Noto Sans Devanagari"},
    {"text": "ความรับผิดชอบต่อสังคมขององค์กรธุรกิจ", "language": "th", "script": "Thai",
     "family": "Noto Sans Thai"},
    {"text": "הסתדרותהעובדיםהכלליתהחדשה", "language": "he", "script": "Hebrew"},
    "a b c Supercalifragilisticexpialidocious d e f",
    {"text": "word\u00a0joined\u00a0by\u00a0no\u00a0break\u00a0spaces\u00a0everywhere", "tags": ["nbsp"]},
    {"text": "WWW", "size": 53, "width": 80},
    {"text": "MMMMMMMMMMMMMMMMMMMM", "family": "Noto Sans"},
    {"text": "Straßenbahnhaltestellenhäuschen und Bushaltestellenwartehäuschen", "language": "de"},
    {"text": "anticonstitutionnellement", "language": "fr", "family": "Noto Sans"},
    "ID: 550e8400-e29b-41d4-a716-446655440000",
    {"text": "file_name_with_underscores_that_goes_on_and_on.swift", "family": "Noto Sans"},
    "CamelCaseIdentifierThatNeverEndsInSwiftCodeBase",
    {"text": "Ünicödé-Çharacters-Éverywhere-Ïn-Öne-Wörd", "family": "Noto Sans"},
    {"text": "Kraftfahrzeug-Haftpflichtversicherung", "language": "de", "tags": ["hyphen"]},
    {"text": "Verbraucherschutzorganisationen", "language": "de", "size": 17, "width": 200, "maxLines": 1},
], sizes=LONG_SIZES, widths=LONG_WIDTHS)

# Sentences whose greedy layout leaves one word on the last line at the size and width given.
group("pushout", "Latin", "DejaVu Sans", "en", [
    {"text": "Your password was changed successfully. Please sign in again.", "size": 13, "width": 200},
    {"text": "Check your inbox for a confirmation email from us.", "size": 13, "width": 320},
    {"text": "Tap the button below to finish setting up your account.", "size": 22, "width": 320},
    {"text": "Photos and videos will be uploaded when connected to Wi-Fi.", "size": 11, "width": 320},
    {"text": "Please keep the app open while the update installs.", "size": 17, "width": 200},
    {"text": "Ihre Änderungen wurden erfolgreich gespeichert.", "size": 17, "width": 320, "language": "de",
     "family": "Noto Sans"},
    {"text": "Vos modifications ont bien été enregistrées.", "size": 13, "width": 200, "language": "fr"},
    {"text": "Ваши изменения успешно сохранены.", "size": 22, "width": 200, "language": "ru", "script": "Cyrillic"},
    {"text": "We sent a code to your phone. Enter it below to continue.", "size": 22, "width": 320},
    {"text": "The download will continue in the background.", "size": 28, "width": 200},
    {"text": "Your subscription renews automatically each month.", "size": 13, "width": 320},
    {"text": "Connect a charger to continue using your device.", "size": 28, "width": 320},
])

IGNORABLE_RANGES = [(0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x200B, 0x200F), (0x2028, 0x202E),
                    (0x2060, 0x206F), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF)]


def is_ignorable(code_point):
    if code_point < 0x20 or 0x7F <= code_point < 0xA0:
        return True
    return any(low <= code_point <= high for low, high in IGNORABLE_RANGES)


def parse_charset(text):
    ranges = []
    for token in text.split():
        low, _, high = token.partition("-")
        ranges.append((int(low, 16), int(high or low, 16)))
    return ranges


def covers(ranges, code_point):
    return any(low <= code_point <= high for low, high in ranges)


_fc_cache = {}


def fc_sorted(family, language):
    """fontconfig's ordered list for the family and language: [(file, index, family, charset ranges)]."""
    key = (family, language)
    if key not in _fc_cache:
        pattern = family if not language or language == "und" else f"{family}:lang={language}"
        output = subprocess.run(
            ["fc-match", "-s", "-f", "%{file}\t%{index}\t%{family[0]}\t%{charset}\n", pattern],
            check=True, capture_output=True, text=True).stdout
        faces = []
        for line in output.splitlines():
            file, index, name, charset = (line.split("\t") + [""] * 4)[:4]
            faces.append((file, int(index or 0), name, parse_charset(charset)))
        _fc_cache[key] = faces
    return _fc_cache[key]


_file_cache = {}


def fc_file(family):
    """The face fontconfig resolves a family name (as Pango reports a run's font) to: "path" or "path#index"."""
    if family not in _file_cache:
        output = subprocess.run(["fc-match", "-f", "%{file}\t%{index}", family],
                                check=True, capture_output=True, text=True).stdout
        file, _, index = output.partition("\t")
        _file_cache[family] = f"{file}#{index}" if index and index != "0" else file
    return _file_cache[family]


def fc_language(language):
    """The fontconfig language tag for a BCP 47 tag (zh-Hans -> zh-cn, zh-Hant -> zh-tw)."""
    return {"zh-Hans": "zh-cn", "zh-Hant": "zh-tw"}.get(language, language.lower())


def load_pango_reference():
    path = os.path.join(ROOT, "Scripts", "pango-reference.py")
    spec = importlib.util.spec_from_file_location("pango_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def is_push_out_candidate(case, result):
    """The last paragraph wrapped and its last line is a single whole word."""
    text = case["text"]
    if result.get("lineCount", 0) < 2 or case["width"] is None:
        return False
    utf16 = text.encode("utf-16-le")
    start = result["lineStarts"][-1]
    previous_start = result["lineStarts"][-2]
    last = utf16[start * 2:].decode("utf-16-le")
    before = utf16[previous_start * 2:start * 2].decode("utf-16-le")
    if not before or before.endswith(("\n", "\u2029", "\u2028")):
        return False  # the last line starts a paragraph: nothing to push
    if not before[-1].isspace():
        return False  # the last line continues a word broken between graphemes
    return len(last.split()) == 1


def has_wide_trailing_space(case, result):
    """A line that wrapped (not a paragraph's last) ends in two or more whitespace characters."""
    utf16 = case["text"].encode("utf-16-le")
    starts = result["lineStarts"]
    for start, end in zip(starts, starts[1:]):
        line = utf16[start * 2:end * 2].decode("utf-16-le")
        if line.endswith(("\n", "\u2028", "\u2029", "\r")):
            continue
        trailing = len(line) - len(line.rstrip())
        if trailing >= 2:
            return True
    return False


def build():
    pango = load_pango_reference()
    engine = pango.Engine()
    cases = []
    for group_index, (name, script, family, language, entries, sizes, widths) in enumerate(GROUPS):
        for number, entry in enumerate(entries, 1):
            if isinstance(entry, str):
                entry = {"text": entry}
            step = number - 1 + group_index * 3
            case = {
                "id": f"{name}-{number:03d}",
                "group": name,
                "script": entry.get("script", script),
                "text": entry["text"],
                "family": entry.get("family", family),
                "size": entry.get("size", sizes[step % len(sizes)]),
                "width": entry["width"] if "width" in entry else widths[step % len(widths)],
                "maxLines": entry.get("maxLines", 0),
                "language": entry.get("language", language),
            }
            if case["width"] is None:
                case["maxLines"] = 0
            elif "maxLines" not in entry and step % 9 == 8:
                case["maxLines"] = (step // 9) % 3 + 1
            faces = fc_sorted(case["family"], fc_language(case["language"]))
            primary = faces[0]
            case["fontFile"] = primary[0]
            case["fontIndex"] = primary[1]
            if primary[2] != case["family"]:
                case["fontFamilyResolved"] = primary[2]
            uncovered = [f"U+{ord(c):04X}" for c in dict.fromkeys(case["text"])
                         if not is_ignorable(ord(c)) and not covers(primary[3], ord(c))]
            if uncovered:
                case["uncovered"] = uncovered
            result = pango.measure(engine, case) if case["width"] is not None else None
            natural = pango.measure(engine, dict(case, width=None))
            fallback_files = [fc_file(name) for name in natural["fonts"] if name != case["family"]]
            if fallback_files:
                case["fallbackFiles"] = fallback_files
            tags = list(entry.get("tags", []))
            if tags:
                case["tags"] = tags

            differences = []
            if case["width"] is not None:
                wraps = max(natural["lineWidths"]) > case["width"]
                if wraps and case["script"] == "Hangul":
                    differences.append(KOREAN)
                if wraps and any("\u0e01" <= c <= "\u0e5b" for c in case["text"]):
                    differences.append(THAI)
                if has_wide_trailing_space(case, result):
                    differences.append(TRAILING_SPACES)
                if script not in ("Han", "Japanese", "Hangul", "Thai", "Emoji") and \
                        is_push_out_candidate(case, result):
                    differences.append(PUSH_OUT)
            if differences:
                case["knownDifference"] = " | ".join(differences)
            cases.append(case)
    return cases


def main():
    cases = build()
    seen = set()
    for case in cases:
        assert case["id"] not in seen, case["id"]
        seen.add(case["id"])
        sys.stdout.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
