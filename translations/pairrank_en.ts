<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CalibrationReport</name>
    <message numerus="yes">
        <source>%1 vs %2: only %n human-labelled item(s); the judge&apos;s accuracy and the calibrated win rates rest on little evidence.</source>
        <translation>
            <numerusform>%1 vs %2: only %n human-labelled item; the judge&apos;s accuracy and the calibrated win rates rest on little evidence.</numerusform>
            <numerusform>%1 vs %2: only %n human-labelled items; the judge&apos;s accuracy and the calibrated win rates rest on little evidence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of systems have fewer than %1 human-labelled items, so the judge&apos;s accuracy and the calibrated win rates rest on little evidence there: %2.</source>
        <extracomment>%1: the least number of human-labelled items that earns no warning; %2: the pairs, each with its number of human-labelled items.</extracomment>
        <translation>
            <numerusform>%n pair of systems has fewer than %1 human-labelled items, so the judge&apos;s accuracy and the calibrated win rates rest on little evidence there: %2.</numerusform>
            <numerusform>%n pairs of systems have fewer than %1 human-labelled items, so the judge&apos;s accuracy and the calibrated win rates rest on little evidence there: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportSummary</name>
    <message numerus="yes">
        <source>Criterion “%1”: %n system(s) compared, from %2 LLM judgements and %3 human labels.</source>
        <translation>
            <numerusform>Criterion “%1”: %n system compared, from %2 LLM judgements and %3 human labels.</numerusform>
            <numerusform>Criterion “%1”: %n systems compared, from %2 LLM judgements and %3 human labels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) below qualify these numbers.</source>
        <translation>
            <numerusform>%n warning below qualifies these numbers.</numerusform>
            <numerusform>%n warnings below qualify these numbers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AnnotateTab</name>
    <message numerus="yes">
        <source>Fleiss&apos; κ over %n pair(s) labelled by every annotator: %1</source>
        <translation>
            <numerusform>Fleiss&apos; κ over %n pair labelled by every annotator: %1</numerusform>
            <numerusform>Fleiss&apos; κ over %n pairs labelled by every annotator: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CalibrationTab</name>
    <message numerus="yes">
        <source>%n human label(s)</source>
        <translation>
            <numerusform>%n human label</numerusform>
            <numerusform>%n human labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s)</source>
        <translation>
            <numerusform>%n judgement</numerusform>
            <numerusform>%n judgements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidatesTab</name>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n candidate</numerusform>
            <numerusform>%n candidates</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CriterionListModel</name>
    <message numerus="yes">
        <source>Used by %n judgement(s); its prompt is fixed</source>
        <translation>
            <numerusform>Used by %n judgement; its prompt is fixed</numerusform>
            <numerusform>Used by %n judgements; its prompt is fixed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportMappingPage</name>
    <message numerus="yes">
        <source>The first %n row(s) of the file.</source>
        <translation>
            <numerusform>The first row of the file.</numerusform>
            <numerusform>The first %n rows of the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the first %n row(s) can be read: %1</source>
        <translation>
            <numerusform>Only the first %n row can be read: %1</numerusform>
            <numerusform>Only the first %n rows can be read: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportValidationPage</name>
    <message numerus="yes">
        <source>%n record(s) checked; no problem found. Press Import to import them.</source>
        <translation>
            <numerusform>%n record checked; no problem found. Press Import to import it.</numerusform>
            <numerusform>%n records checked; no problem found. Press Import to import them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n problem(s) found; the first ones are listed.</source>
        <translation>
            <numerusform>More than one problem found; the first ones are listed.</numerusform>
            <numerusform>More than %n problems found; the first ones are listed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n problem found.</numerusform>
            <numerusform>%n problems found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Importing %n record(s)…</source>
        <translation>
            <numerusform>Importing %n record…</numerusform>
            <numerusform>Importing %n records…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgesDialog</name>
    <message numerus="yes">
        <source>p(A is better) = %1 (%n attempt(s)</source>
        <translation>
            <numerusform>p(A is better) = %1 (%n attempt</numerusform>
            <numerusform>p(A is better) = %1 (%n attempts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PromptEditor</name>
    <message numerus="yes">
        <source>Used by %n judgement(s), which were asked with this prompt: it cannot change any more. Duplicate it as a new criterion to ask differently.</source>
        <translation>
            <numerusform>Used by %n judgement, which was asked with this prompt: it cannot change any more. Duplicate it as a new criterion to ask differently.</numerusform>
            <numerusform>Used by %n judgements, which were asked with this prompt: it cannot change any more. Duplicate it as a new criterion to ask differently.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RankingTab</name>
    <message numerus="yes">
        <source>%Ln judgement(s) used</source>
        <translation>
            <numerusform>%Ln judgement used</numerusform>
            <numerusform>%Ln judgements used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln failed or refused</source>
        <translation>
            <numerusform>%Ln failed or refused</numerusform>
            <numerusform>%Ln failed or refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of “%1” involve this candidate</source>
        <translation>
            <numerusform>%n judgement of “%1” involves this candidate</numerusform>
            <numerusform>%n judgements of “%1” involve this candidate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of every criterion involve this candidate</source>
        <translation>
            <numerusform>%n judgement of every criterion involves this candidate</numerusform>
            <numerusform>%n judgements of every criterion involve this candidate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or refused attempt(s) not shown</source>
        <translation>
            <numerusform>%n failed or refused attempt not shown</numerusform>
            <numerusform>%n failed or refused attempts not shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln absolute rating(s)</source>
        <translation>
            <numerusform>%Ln absolute rating</numerusform>
            <numerusform>%Ln absolute ratings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln human label(s)</source>
        <translation>
            <numerusform>%Ln human label</numerusform>
            <numerusform>%Ln human labels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ReportExportJob</name>
    <message numerus="yes">
        <source>%n file(s) written to %1.</source>
        <translation>
            <numerusform>%n file written to %1.</numerusform>
            <numerusform>%n files written to %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
