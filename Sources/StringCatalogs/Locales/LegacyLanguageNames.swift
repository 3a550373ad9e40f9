/// The English language names old bundles use for their `.lproj` folders (`German.lproj`, `Korean.lproj`), with the
/// language each stands for, as CoreFoundation maps them when it looks up a bundle's localizations.
///
/// Source: CoreFoundation `CFLocaleIdentifier.c`, table `oldAppleLocaleToCanonical` (the names from
/// `__CFBundleLanguageNamesArray` and its "handle other names" rows; opensource-apple/CF and
/// swift-corelibs-foundation). Names with several scripts map, as there, to the language alone (`Chinese` → `zh`).
enum LegacyLanguageNames {
    static let codes: [String: String] = [
        "Afrikaans": "af", "Albanian": "sq", "Amharic": "am", "Arabic": "ar", "Armenian": "hy", "Assamese": "as",
        "Aymara": "ay", "Azerbaijani": "az", "Basque": "eu", "Belarusian": "be", "Belorussian": "be", "Bengali": "bn",
        "Brazilian Portuguese": "pt-BR", "Breton": "br", "Bulgarian": "bg", "Burmese": "my", "Byelorussian": "be",
        "Catalan": "ca", "Chewa": "ny", "Chichewa": "ny", "Chinese": "zh", "Croatian": "hr", "Czech": "cs",
        "Danish": "da", "Dutch": "nl", "Dzongkha": "dz", "English": "en", "Esperanto": "eo", "Estonian": "et",
        "Faroese": "fo", "Farsi": "fa", "Finnish": "fi", "Flemish": "nl-BE", "French": "fr", "Galician": "gl",
        "Gallegan": "gl", "Georgian": "ka", "German": "de", "Greek": "el", "Greenlandic": "kl", "Guarani": "gn",
        "Gujarati": "gu", "Hawaiian": "haw", "Hebrew": "he", "Hindi": "hi", "Hungarian": "hu", "Icelandic": "is",
        "Indonesian": "id", "Inuktitut": "iu", "Irish": "ga", "Italian": "it", "Japanese": "ja", "Javanese": "jv",
        "Kalaallisut": "kl", "Kannada": "kn", "Kashmiri": "ks", "Kazakh": "kk", "Khmer": "km", "Kinyarwanda": "rw",
        "Kirghiz": "ky", "Korean": "ko", "Kurdish": "ku", "Lao": "lo", "Latin": "la", "Latvian": "lv",
        "Lithuanian": "lt", "Macedonian": "mk", "Malagasy": "mg", "Malay": "ms", "Malayalam": "ml", "Maltese": "mt",
        "Manx": "gv", "Marathi": "mr", "Moldavian": "mo", "Mongolian": "mn", "Nepali": "ne", "Norwegian": "nb",
        "Nyanja": "ny", "Nynorsk": "nn", "Oriya": "or", "Oromo": "om", "Panjabi": "pa", "Pashto": "ps",
        "Persian": "fa", "Polish": "pl", "Portuguese": "pt", "Punjabi": "pa", "Pushto": "ps", "Quechua": "qu",
        "Romanian": "ro", "Ruanda": "rw", "Rundi": "rn", "Russian": "ru", "Sami": "se", "Sanskrit": "sa",
        "Scottish": "gd", "Serbian": "sr", "Simplified Chinese": "zh-Hans", "Sindhi": "sd", "Sinhalese": "si",
        "Slovak": "sk", "Slovenian": "sl", "Somali": "so", "Spanish": "es", "Sundanese": "su", "Swahili": "sw",
        "Swedish": "sv", "Tagalog": "fil", "Tajik": "tg", "Tajiki": "tg", "Tamil": "ta", "Tatar": "tt",
        "Telugu": "te", "Thai": "th", "Tibetan": "bo", "Tigrinya": "ti", "Tongan": "to",
        "Traditional Chinese": "zh-Hant", "Turkish": "tr", "Turkmen": "tk", "Uighur": "ug", "Ukrainian": "uk",
        "Urdu": "ur", "Uzbek": "uz", "Vietnamese": "vi", "Welsh": "cy", "Yiddish": "yi",
    ]
}
