/// A moment as JUnit's `timestamp` attribute gives it: ISO 8601 date and time in UTC, to the second, without a time
/// zone (`2026-12-05T10:35:29`: what Foundation's `ISO8601DateFormatter` writes, less its `Z`).
package enum UTCTimestamp {
    /// The moment `seconds` after 1970-01-01 00:00:00 UTC (its fraction dropped, as the formatter drops it).
    ///
    /// The date is the proleptic Gregorian calendar's, from the count of days by Howard Hinnant's `civil_from_days`
    /// ("chrono-Compatible Low-Level Date Algorithms", howardhinnant.github.io/date_algorithms.html): days are
    /// counted in eras of 400 years (146,097 days each) from 0000-03-01, so that a leap day is an era's year's last.
    package static func text(secondsSince1970 seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        let (days, secondOfDay) = whole.quotientAndRemainder(dividingBy: 86_400)
        let (day, time) = secondOfDay < 0 ? (days - 1, secondOfDay + 86_400) : (days, secondOfDay)
        let shifted = day + 719_468  // days from 0000-03-01 to 1970-01-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(twoDigits(month))-\(twoDigits(dayOfMonth))"
            + "T\(twoDigits(time / 3_600)):\(twoDigits(time / 60 % 60)):\(twoDigits(time % 60))"
    }
}
