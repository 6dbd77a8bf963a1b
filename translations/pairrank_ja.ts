<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AnnotationAgreement</name>
    <message>
        <source>needs at least three annotators</source>
        <translation>少なくとも 3 人のアノテーターが必要です</translation>
    </message>
    <message>
        <source>no pair was labelled by every annotator</source>
        <translation>全アノテーターがラベル付けしたペアがありません</translation>
    </message>
</context>
<context>
    <name>AnnotationQueue</name>
    <message>
        <source>no judgements in this context yet: random pair</source>
        <translation>このコンテキストにはまだ判定がありません：ランダムなペア</translation>
    </message>
    <message>
        <source>ranks %1 and %2, P(above next) = %3</source>
        <translation>順位 %1 と %2、P(次より上) = %3</translation>
    </message>
    <message>
        <source>systems %1 vs. %2, %3 human labels so far</source>
        <translation>システム %1 対 %2、これまでの人手ラベル %3 件</translation>
    </message>
    <message>
        <source>random pair</source>
        <translation>ランダムなペア</translation>
    </message>
    <message>
        <source>second label, for agreement</source>
        <translation>一致度のための2人目のラベル</translation>
    </message>
    <message>
        <source>a run asks people: the judge is unsure (%1 for the one it saw first)</source>
        <extracomment>Why the Annotate tab shows this pair: a run asked people about it; the judge&apos;s probability, recalibrated on the labels so far, that the first shown is better.</extracomment>
        <translation>実行が人に尋ねています: 判定者は迷っています（最初に見た方に %1）</translation>
    </message>
    <message>
        <source>no pair waits for people; %1</source>
        <extracomment>Why the Annotate tab shows this pair: no run asks people about a pair now, so the pair the ranking is least sure of comes; %1 says why that one.</extracomment>
        <translation>人の回答を待つペアはありません。%1</translation>
    </message>
</context>
<context>
    <name>CalibrationReport</name>
    <message numerus="yes">
        <source>%1 vs %2: only %n human-labelled item(s); the judge&apos;s accuracy and the calibrated win rates rest on little evidence.</source>
        <translation>
            <numerusform>%1 対 %2：人手でラベル付けされた項目は %n 件のみです。ジャッジの正解率と較正済み勝率の根拠は乏しいです。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 vs %2: no Dawid–Skene estimate: %3</source>
        <translation>%1 対 %2：Dawid–Skene 推定なし：%3</translation>
    </message>
    <message>
        <source>%1 vs %2: judge %3 has q0 + q1 = %4 ≤ 1 against the humans: no better than chance, so its win rate cannot be calibrated.</source>
        <translation>%1 対 %2：ジャッジ %3 は人手ラベルに対して q0 + q1 = %4 ≤ 1 です。偶然と変わらないため、勝率を較正できません。</translation>
    </message>
    <message>
        <source>%1 vs %2: no BWRS estimate for judge %3: %4</source>
        <translation>%1 対 %2：ジャッジ %3 の BWRS 推定なし：%4</translation>
    </message>
    <message>
        <source>Reading the judgements and labels…</source>
        <translation>判定とラベルを読み込んでいます…</translation>
    </message>
    <message>
        <source>Fitting the calibrated win rates…</source>
        <translation>較正済み勝率を推定しています…</translation>
    </message>
    <message>
        <source>Reading the judges&apos; evidence…</source>
        <translation>評価者の根拠を読み込んでいます…</translation>
    </message>
    <message>
        <source>The pooled regression&apos;s sampler has not settled: split R̂ up to %1 (below %2 expected) and %3 effective draws for the worst pair (%4 expected). Its win rates and intervals carry Monte Carlo error; recompute with another seed to see how much.</source>
        <translation>プール回帰のサンプラーが収束していません: 分割 R̂ が最大 %1（%2 未満が期待値）、最も悪いペアの有効抽出数が %3（%4 が期待値）。勝率と区間にはモンテカルロ誤差が含まれます。別のシードで再計算して、その大きさを確認してください。</translation>
    </message>
    <message>
        <source>Human labels on pairs chosen for what a label is worth, not at random: %1 of %2 (%3 on pairs a run put to people, %4 on pairs the Annotate tab chose as the ranking&apos;s most uncertain). The pooled regression needs labels that depend only on the judges&apos; verdicts, and Dawid–Skene, BWRS and the judges&apos; accuracies need a random sample; such a choice is neither, so all of them may be biased. Labels of pairs chosen with &quot;Next pair: Random&quot; in the Annotate tab are a random sample.</source>
        <translation>ラベルの価値に基づいて選ばれたペアの人間のラベル（無作為ではありません）: %2 件中 %1 件（%3 件は実行が人に回したペア、%4 件はアノテーションタブがランキングで最も不確かとして選んだペア）。プール回帰には判定者の判定だけに依存するラベルが必要で、Dawid–Skene、BWRS、判定者の精度には無作為標本が必要です。このような選択はどちらでもないため、いずれも偏っている可能性があります。アノテーションタブで「次のペア：ランダム」により選んだペアのラベルは無作為標本です。</translation>
    </message>
    <message>
        <source>%1 vs %2 (%3)</source>
        <extracomment>One pair of systems in a list: &quot;M0 vs M1 (2)&quot;, its human-labelled items.</extracomment>
        <translation>%1 対 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of systems have fewer than %1 human-labelled items, so the judge&apos;s accuracy and the calibrated win rates rest on little evidence there: %2.</source>
        <extracomment>%1: the least number of human-labelled items that earns no warning; %2: the pairs, each with its number of human-labelled items.</extracomment>
        <translation>
            <numerusform>%n 組のシステムのペアは人間がラベル付けした項目が %1 件未満のため、そこでの判定者の精度と較正済み勝率はわずかな証拠に基づいています：%2。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CandidateDetailsText</name>
    <message>
        <source>System: %1</source>
        <translation>システム：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Reference scores: %1</source>
        <translation>参照スコア：%1</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>コンテキスト %1</translation>
    </message>
</context>
<context>
    <name>ContextHelp</name>
    <message>
        <source>More in the user guide</source>
        <translation>詳しくはユーザーガイドへ</translation>
    </message>
</context>
<context>
    <name>DiagnosticTexts</name>
    <message>
        <source>it needs reference scores or human labels of judged pairs to tell length from quality</source>
        <extracomment>Why no length bias is shown: the judge&apos;s own answers cannot tell a preference for longer texts from one for better texts that are longer.</extracomment>
        <translation>長さと品質を区別するには、参照スコアか、判定済みペアの人手ラベルが必要です</translation>
    </message>
    <message>
        <source>too few judged pairs have reference scores or human labels</source>
        <translation>参照スコアか人手ラベルのある判定済みペアが少なすぎます</translation>
    </message>
    <message>
        <source>in the pairs with reference scores or human labels, length does not vary apart from quality</source>
        <translation>参照スコアか人手ラベルのあるペアでは、長さが品質と独立に変化していません</translation>
    </message>
</context>
<context>
    <name>ImportValidationText</name>
    <message>
        <source>Checking every record…</source>
        <translation>全レコードを検査中…</translation>
    </message>
    <message>
        <source>Trying the import without saving it…</source>
        <translation>保存せずにインポートを試行中…</translation>
    </message>
</context>
<context>
    <name>MethodNames</name>
    <message>
        <source>Soft Bradley–Terry (PoE-BT)</source>
        <translation>ソフト Bradley–Terry (PoE-BT)</translation>
    </message>
    <message>
        <source>Gaussian PoE</source>
        <translation>ガウス PoE</translation>
    </message>
    <message>
        <source>PoE, Φ link, Beta</source>
        <translation>PoE、Φ リンク、ベータ</translation>
    </message>
    <message>
        <source>PoE, Φ link, Gaussian</source>
        <translation>PoE、Φ リンク、ガウス</translation>
    </message>
    <message>
        <source>Bradley–Terry (hard)</source>
        <translation>Bradley–Terry（ハード）</translation>
    </message>
    <message>
        <source>Average probability</source>
        <translation>平均確率</translation>
    </message>
    <message>
        <source>Win ratio</source>
        <translation>勝率（勝ち数の比）</translation>
    </message>
    <message>
        <source>ε-uncertainty</source>
        <translation>ε-不確かさ</translation>
    </message>
    <message>
        <source>Probability of reordering</source>
        <translation>順位入れ替わり確率</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>分散</translation>
    </message>
    <message>
        <source>Minimum uncertainty</source>
        <translation>最小不確かさ</translation>
    </message>
    <message>
        <source>D-optimal</source>
        <translation>D 最適</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Random, no repeats</source>
        <translation>ランダム（重複なし）</translation>
    </message>
    <message>
        <source>Symmetric random</source>
        <translation>対称ランダム</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>PairRank</source>
        <translation>PairRank</translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>blue: row system preferred · orange: column system preferred</source>
        <translation>青：行のシステムが優勢 · オレンジ：列のシステムが優勢</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>勝率行列</translation>
    </message>
    <message>
        <source>Win rate of each pair of systems, 95 % intervals</source>
        <translation>各システムペアの勝率（95% 区間）</translation>
    </message>
    <message>
        <source>Judge accuracy against the human labels, 95 % intervals</source>
        <translation>人手ラベルに対するジャッジの正解率（95% 区間）</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed with the humans when they preferred the first system of a pair; q1: the same when they preferred the second. Below the dashed 0.5 line a judge is worse than a coin.</source>
        <translation>q0：人がペアの先のシステムを好んだときにジャッジが一致した割合。q1：後のシステムを好んだときの同じ割合。0.5 の破線を下回るジャッジはコイン投げより劣ります。</translation>
    </message>
    <message>
        <source>Point: estimate · line: 95 % interval · dashed: 0.5 (a tie)</source>
        <translation>点：推定値 · 線：95% 区間 · 破線：0.5（引き分け）</translation>
    </message>
    <message>
        <source>P(first system preferred)</source>
        <translation>P(先のシステムが好まれる)</translation>
    </message>
    <message>
        <source>Blue: q0 (humans preferred the first system) · red: q1 (humans preferred the second)</source>
        <translation>青：q0（人が先のシステムを選好）· 赤：q1（人が後のシステムを選好）</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>正解率</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1（続き）</translation>
    </message>
    <message>
        <source>Cell: P(row system preferred over column system), %1 posterior mean</source>
        <translation>セル: P(行のシステムが列のシステムより好まれる)、%1 の事後平均</translation>
    </message>
    <message>
        <source>Each cell is the calibrated probability that the row system is preferred over the column system (the headline estimate: the pooled regression when the project has human labels, otherwise Dawid–Skene); systems are in ranking order.</source>
        <translation>各セルは、行のシステムが列のシステムより好まれる較正済み確率です（主推定値: プロジェクトに人間のラベルがあればプール回帰、なければ Dawid–Skene）。システムはランキング順です。</translation>
    </message>
    <message>
        <source>P(first system preferred) for each pair: the calibrated headline estimate of all judges and human labels (black; Dawid–Skene below it when the headline is the pooled regression), each judge&apos;s BWRS estimate (orange) and its raw observed win rate (grey). An interval that does not cross the dashed 0.5 line means one system is preferred with 95 % credibility.</source>
        <translation>各ペアの P(最初のシステムが好まれる): すべての判定者と人間のラベルによる較正済み主推定値（黒。主推定値がプール回帰のときはその下に Dawid–Skene）、各判定者の BWRS 推定値（オレンジ）、および未補正の観測勝率（灰色）。破線の 0.5 を横切らない区間は、一方のシステムが 95 % の信用度で好まれることを意味します。</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <source>Writing the HTML report…</source>
        <translation>HTML レポートを書き出し中…</translation>
    </message>
    <message>
        <source>Writing the PDF report…</source>
        <translation>PDF レポートを書き出し中…</translation>
    </message>
    <message>
        <source>Writing the JSON data…</source>
        <translation>JSON データを書き出し中…</translation>
    </message>
    <message>
        <source>Writing the CSV tables…</source>
        <translation>CSV 表を書き出し中…</translation>
    </message>
    <message>
        <source>Drawing the charts…</source>
        <translation>グラフを描画中…</translation>
    </message>
    <message>
        <source>no export format chosen</source>
        <translation>エクスポート形式が選ばれていません</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>ファイル名が空です</translation>
    </message>
    <message>
        <source>the file name “%1” must not contain a folder</source>
        <translation>ファイル名「%1」にフォルダーを含めることはできません</translation>
    </message>
    <message>
        <source>the folder “%1” does not exist</source>
        <translation>フォルダー「%1」は存在しません</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 を書き込めません：%2</translation>
    </message>
    <message>
        <source>could not make %1</source>
        <translation>%1 を作成できませんでした</translation>
    </message>
</context>
<context>
    <name>ReportForestPlot</name>
    <message>
        <source>   BWRS · %1</source>
        <translation>   BWRS · %1</translation>
    </message>
    <message>
        <source>   observed · %1</source>
        <translation>   観測 · %1</translation>
    </message>
    <message>
        <source>no human label for this side</source>
        <translation>この側に人手ラベルなし</translation>
    </message>
    <message>
        <source>%1 · q0</source>
        <translation>%1 · q0</translation>
    </message>
    <message>
        <source>%1 · q1</source>
        <translation>%1 · q1</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>未推定：%1</translation>
    </message>
    <message>
        <source>%1 vs %2 · %3</source>
        <translation>%1 対 %2 · %3</translation>
    </message>
    <message>
        <source>   Dawid–Skene · all judges</source>
        <translation>   Dawid–Skene · 全判定者</translation>
    </message>
</context>
<context>
    <name>ReportGathering</name>
    <message>
        <source>reading the project: %1</source>
        <translation>プロジェクトの読み込み：%1</translation>
    </message>
    <message>
        <source>reading the contexts: %1</source>
        <translation>コンテキストの読み込み：%1</translation>
    </message>
    <message>
        <source>Estimating the win rates…</source>
        <translation>勝率を推定中…</translation>
    </message>
    <message>
        <source>Ranking context %1…</source>
        <translation>コンテキスト %1 をランキング中…</translation>
    </message>
    <message>
        <source>Context %1: %2</source>
        <translation>コンテキスト %1：%2</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
    <message>
        <source>Ranking not available: %1</source>
        <translation>ランキングを利用できません：%1</translation>
    </message>
    <message>
        <source>row preferred over column</source>
        <translation>行が列より好まれる</translation>
    </message>
    <message>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>未推定：%1</translation>
    </message>
    <message>
        <source>prior</source>
        <translation>事前分布</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>観測</translation>
    </message>
    <message>
        <source>BWRS</source>
        <translation>BWRS</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid–Skene</translation>
    </message>
    <message>
        <source>q0 (humans: first)</source>
        <translation>q0（人：先）</translation>
    </message>
    <message>
        <source>agreed / labelled</source>
        <translation>一致 / ラベル数</translation>
    </message>
    <message>
        <source>q1 (humans: second)</source>
        <translation>q1（人：後）</translation>
    </message>
    <message>
        <source>overall accuracy</source>
        <translation>全体の正解率</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>勝率行列</translation>
    </message>
    <message>
        <source>Pairs of systems</source>
        <translation>システムのペア</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>ジャッジの正解率</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>ジャッジのバイアス</translation>
    </message>
    <message>
        <source>Candidate rankings</source>
        <translation>候補のランキング</translation>
    </message>
    <message>
        <source>Reproduction settings</source>
        <translation>再現用の設定</translation>
    </message>
    <message>
        <source>PairRank report: %1 — %2</source>
        <translation>PairRank レポート：%1 — %2</translation>
    </message>
    <message>
        <source>Created %1 (UTC) with PairRank %2 from %3.</source>
        <translation>%1 (UTC) に PairRank %2 で %3 から作成。</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>利用不可</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>system</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>P(above next)</source>
        <translation>P(次より上)</translation>
    </message>
    <message>
        <source>judgements</source>
        <translation>判定数</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>参照</translation>
    </message>
    <message>
        <source>No judgement to measure the judges&apos; bias on.</source>
        <translation>ジャッジのバイアスを測る判定がありません。</translation>
    </message>
    <message>
        <source>Over every judgement of the criterion, all judges together; 95 % intervals.</source>
        <translation>この基準の全判定、全ジャッジ合計。95% 区間。</translation>
    </message>
    <message>
        <source>share of decisions for the first position (0.5: none)</source>
        <translation>先の位置を選んだ割合（0.5：偏りなし）</translation>
    </message>
    <message>
        <source>home advantage δ of the first position (0: none)</source>
        <translation>先の位置のホームアドバンテージ δ（0：なし）</translation>
    </message>
    <message>
        <source>order consistency over pairs asked both ways (1: perfect)</source>
        <translation>両方向で尋ねたペアの順序一貫性（1：完全）</translation>
    </message>
    <message>
        <source>diagnostic</source>
        <translation>診断</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>推定値</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>比較数</translation>
    </message>
    <message>
        <source>No ranking could be computed.</source>
        <translation>ランキングを計算できませんでした。</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>コンテキスト %1</translation>
    </message>
    <message>
        <source>%1 more contexts are in the CSV and JSON exports.</source>
        <translation>さらに %1 個のコンテキストが CSV と JSON のエクスポートにあります。</translation>
    </message>
    <message>
        <source>Judges</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <source>model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>prompt SHA-256</source>
        <translation>プロンプトの SHA-256</translation>
    </message>
    <message>
        <source>Prompt of %1:</source>
        <translation>%1 のプロンプト：</translation>
    </message>
    <message>
        <source>Settings of %1:</source>
        <translation>%1 の設定：</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>scoring model</source>
        <translation>スコアモデル</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Configuration of run %1:</source>
        <translation>実行 %1 の構成：</translation>
    </message>
    <message>
        <source>Estimators</source>
        <translation>推定器</translation>
    </message>
    <message>
        <source>setting</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>criterion</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>interval level</source>
        <translation>区間の水準</translation>
    </message>
    <message>
        <source>Dawid–Skene chains × draws, warm-up</source>
        <translation>Dawid–Skene チェーン数 × 抽出数、ウォームアップ</translation>
    </message>
    <message>
        <source>Dawid–Skene seed</source>
        <translation>Dawid–Skene シード</translation>
    </message>
    <message>
        <source>BWRS draws, out-of-range draws</source>
        <translation>BWRS 抽出数、範囲外の抽出数</translation>
    </message>
    <message>
        <source>BWRS seed</source>
        <translation>BWRS シード</translation>
    </message>
    <message>
        <source>ranking model, seed</source>
        <translation>ランキングモデル、シード</translation>
    </message>
    <message>
        <source>judgements, human labels</source>
        <translation>判定、人手ラベル</translation>
    </message>
    <message>
        <source>PairRank version</source>
        <translation>PairRank のバージョン</translation>
    </message>
    <message>
        <source>created (UTC)</source>
        <translation>作成日時 (UTC)</translation>
    </message>
    <message>
        <source>project file</source>
        <translation>プロジェクトファイル</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <source>based on</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>%1 items; %2 human labels, %3 of them for %4; prior: %5</source>
        <translation>%1 項目、人手ラベル %2 件（うち %4 向け %3 件）、事前分布：%5</translation>
    </message>
    <message>
        <source>all, with the humans</source>
        <translation>全体（人手を含む）</translation>
    </message>
    <message>
        <source>%1 chains × %2 draws, R̂ %3</source>
        <translation>%1 チェーン × %2 抽出、R̂ %3</translation>
    </message>
    <message>
        <source>%1 of %2 judged items for %3</source>
        <translation>%3 の判定済み %2 項目中 %1 項目</translation>
    </message>
    <message>
        <source>%1 of %2 draws used</source>
        <translation>%2 抽出中 %1 を使用</translation>
    </message>
    <message>
        <source>score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>rank range</source>
        <translation>順位範囲</translation>
    </message>
    <message>
        <source>judged</source>
        <translation>判定済み</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons and the human labels of the criterion (skips left out); scores are centred to mean 0.</source>
        <translation>スコアモデル %1。この基準のジャッジによる比較と人手ラベル（スキップを除く）から推定。スコアは平均 0 に中心化されています。</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons only; scores are centred to mean 0.</source>
        <translation>スコアモデル %1。ジャッジによる比較のみから推定。スコアは平均 0 に中心化されています。</translation>
    </message>
    <message>
        <source>%1 comparisons by judges, %2 human labels used.</source>
        <translation>ジャッジによる比較 %1 件と人手ラベル %2 件を使用。</translation>
    </message>
    <message>
        <source>%1 comparisons by judges.</source>
        <translation>ジャッジによる比較 %1 件。</translation>
    </message>
    <message>
        <source>The judge&apos;s absolute ratings of %1 candidates are experts of this ranking too.</source>
        <translation>ジャッジによる %1 件の候補の絶対評価もこの順位に使われています。</translation>
    </message>
    <message>
        <source>Win rate = P(first system preferred). Observed: the judge&apos;s raw share of wins. BWRS: Bayesian win-rate sampling, corrected by the judge&apos;s accuracy against the humans. Pooled regression: the human win rate over the pair&apos;s items, from one regression of the human labels on all judges&apos; verdicts across every pair. Dawid–Skene: all judges and human labels jointly, under the prior setting shown.</source>
        <translation>勝率 = P(最初のシステムが好まれる)。観測: 判定者による未補正の勝ちの割合。BWRS: ベイズ勝率サンプリング。判定者の人間に対する精度で補正。プール回帰: ペアの項目における人間の勝率。全ペアにわたり人間のラベルを全判定者の判定に回帰して推定。Dawid–Skene: すべての判定者と人間のラベルを同時に使用（表示された事前分布の設定で）。</translation>
    </message>
    <message>
        <source>The matrix and the summary use the %1 estimates.</source>
        <translation>行列と要約には %1 の推定値を使用しています。</translation>
    </message>
    <message>
        <source>Pooled regression</source>
        <translation>プール回帰</translation>
    </message>
    <message>
        <source>all, with the humans of every pair</source>
        <translation>全員、全ペアの人間のラベル付き</translation>
    </message>
    <message>
        <source>R̂ %1, effective draws %2</source>
        <translation>R̂ %1、有効抽出数 %2</translation>
    </message>
    <message>
        <source>λ %1, %2 human labels</source>
        <translation>λ %1、人手ラベル %2 件</translation>
    </message>
    <message>
        <source>PPI++: prediction-powered inference, the human labels corrected by the judges&apos; verdicts on every item as far as the verdicts prove to help (λ); it needs a random sample of human labels.</source>
        <translation>PPI++：予測支援推論。判定者の全項目への判定が役立つ程度（λ）に応じて人手ラベルを補正します。人手ラベルの無作為標本が必要です。</translation>
    </message>
    <message>
        <source>PPI++</source>
        <translation>PPI++</translation>
    </message>
    <message>
        <source>pooled regression chains × draws kept, warm-up</source>
        <translation>プール回帰 チェーン数 × 保持する抽出数、ウォームアップ</translation>
    </message>
    <message>
        <source>pooled regression seed</source>
        <translation>プール回帰のシード</translation>
    </message>
    <message>
        <source>length bias: slope of logit p per 1,000 characters, quality held fixed by reference scores or human labels (0: none)</source>
        <translation>長さバイアス：品質を参照スコアまたは人手ラベルで固定したときの 1,000 文字あたりの logit p の傾き（0：なし）</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>未測定：%1</translation>
    </message>
    <message>
        <source>%1 more candidates of this context are in the CSV and JSON exports.</source>
        <translation>このコンテキストの残り %1 件の候補は CSV と JSON のエクスポートにあります。</translation>
    </message>
</context>
<context>
    <name>ReportSummary</name>
    <message>
        <source>The %1 % interval lies above 50 %: %2 is preferred over %3 with at least %1 % credibility.</source>
        <translation>%1% 区間は 50% を上回ります：%2 は少なくとも %1% の信用度で %3 より好まれます。</translation>
    </message>
    <message>
        <source>The %1 % interval lies below 50 %: %3 is preferred over %2 with at least %1 % credibility.</source>
        <translation>%1% 区間は 50% を下回ります：%3 は少なくとも %1% の信用度で %2 より好まれます。</translation>
    </message>
    <message>
        <source>The %1 % interval includes 50 %: the data cannot tell %2 and %3 apart with confidence.</source>
        <translation>%1% 区間は 50% を含みます：データからは %2 と %3 を確信をもって区別できません。</translation>
    </message>
    <message numerus="yes">
        <source>Criterion “%1”: %n system(s) compared, from %2 LLM judgements and %3 human labels.</source>
        <translation>
            <numerusform>基準「%1」：%n 個のシステムを比較（LLM 判定 %2 件、人手ラベル %3 件）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No ranking of the systems could be made.</source>
        <translation>システムのランキングを作成できませんでした。</translation>
    </message>
    <message>
        <source>%1 ranks first: on average it is preferred in %2 % of comparisons against the systems it was compared with.</source>
        <translation>%1 が 1 位です：比較した相手のシステムに対し、平均で比較の %2% において好まれています。</translation>
    </message>
    <message>
        <source>%1 ranks first.</source>
        <translation>%1 が 1 位です。</translation>
    </message>
    <message>
        <source>%1 and %2: no calibrated win rate (see the warnings and the pair details).</source>
        <translation>%1 と %2：較正済み勝率なし（警告とペアの詳細を参照）。</translation>
    </message>
    <message>
        <source>%1 over %2: preferred in %3 % of comparisons (%4 % interval %5–%6 %), a margin of %7 percentage points over a tie. %8</source>
        <translation>%1 が %2 に優る：比較の %3% で好まれ（%4% 区間 %5–%6%）、引き分けに対し %7 ポイントの差です。%8</translation>
    </message>
    <message>
        <source>Judge %1 agreed with the human labels on %2 % of the %3 items both labelled.</source>
        <translation>ジャッジ %1 は、双方がラベル付けした %3 項目の %2% で人手ラベルと一致しました。</translation>
    </message>
    <message>
        <source>Judge %1 has no item labelled by humans too: its accuracy is unknown.</source>
        <translation>ジャッジ %1 には人手でもラベル付けされた項目がありません：正解率は不明です。</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) below qualify these numbers.</source>
        <translation>
            <numerusform>以下の %n 件の警告がこれらの数値に留保を付けます。</numerusform>
        </translation>
    </message>
    <message>
        <source>pooled regression</source>
        <translation>プール回帰</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid–Skene</translation>
    </message>
    <message>
        <source>The win rates are the human win rates over each pair&apos;s items, estimated by the pooled regression of the human labels on all judges&apos; verdicts across the pairs.</source>
        <translation>勝率は各ペアの項目における人間の勝率で、全ペアにわたり人間のラベルを全判定者の判定に回帰するプール回帰で推定しています。</translation>
    </message>
    <message>
        <source>The win rates are the joint Dawid–Skene estimates of all judges and human labels.</source>
        <translation>勝率は、すべての判定者と人間のラベルによる Dawid–Skene の同時推定値です。</translation>
    </message>
    <message>
        <source>Criterion “%1”: no win rates, because %2. Below, each judge&apos;s agreement with the people on the pairs of texts both judged (%3 LLM judgements, %4 human labels); the first text of a pair is the one imported first.</source>
        <extracomment>%1: the criterion; %2: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>基準「%1」：勝率はありません。理由：%2。以下は、双方が判定したテキストのペアにおける各ジャッジと人の一致です（LLM 判定 %3 件、人手ラベル %4 件）。ペアの最初のテキストは先にインポートされたものです。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Ranking texts with pairwise comparisons by LLM judges and people.</source>
        <translation>LLM ジャッジと人によるペア比較でテキストをランキングします。</translation>
    </message>
    <message>
        <source>Open the demo project, start a run, save every tab as &lt;folder&gt;/&lt;tab&gt;.png and quit.</source>
        <translation>デモプロジェクトを開いて実行を開始し、各タブを &lt;folder&gt;/&lt;tab&gt;.png として保存して終了します。</translation>
    </message>
    <message>
        <source>The project file or server address (postgresql://…) to open (default: the last one, or the demo project on first start).</source>
        <translation>開くプロジェクトファイルまたはサーバーアドレス（postgresql://…）（既定：前回のもの、初回起動時はデモプロジェクト）。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AboutDialog</name>
    <message>
        <source>About PairRank</source>
        <translation>PairRank について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;Ranking texts with pairwise comparisons by LLM judges and people.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;LLM ジャッジと人によるペア比較でテキストをランキングします。&lt;/p&gt;&lt;p&gt;MIT ライセンスのフリーソフトウェアです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Demo data provenance</source>
        <translation>デモデータの出典</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo project data&lt;/b&gt;</source>
        <translation>&lt;b&gt;デモプロジェクトのデータ&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AgreementTableModel</name>
    <message>
        <source>Annotator</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>比較相手</translation>
    </message>
    <message>
        <source>Shared pairs</source>
        <translation>共通ペア</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致率</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen の κ</translation>
    </message>
    <message>
        <source>judge “%1”</source>
        <translation>ジャッジ「%1」</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AnnotateTab</name>
    <message numerus="yes">
        <source>Fleiss&apos; κ over %n pair(s) labelled by every annotator: %1</source>
        <translation>
            <numerusform>全アノテーターがラベル付けした %n ペアでの Fleiss の κ：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleiss&apos; κ: %1</source>
        <translation>Fleiss の κ：%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー：%1</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>アノテーター</translation>
    </message>
    <message>
        <source>Your name: every label is stored with it</source>
        <translation>あなたの名前：各ラベルと一緒に保存されます</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>Where the next pair comes from</source>
        <translation>次のペアの選び方</translation>
    </message>
    <message>
        <source>Most uncertain for the ranking</source>
        <translation>ランキングで最も不確か</translation>
    </message>
    <message>
        <source>Most useful to calibrate the judge</source>
        <translation>ジャッジの較正に最も有用</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Target number of labels</source>
        <translation>ラベルの目標数</translation>
    </message>
    <message>
        <source>Labels against the target</source>
        <translation>目標に対するラベル数</translation>
    </message>
    <message>
        <source>%v of %m labels</source>
        <translation>%v / %m ラベル</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>基準：</translation>
    </message>
    <message>
        <source>Next pair:</source>
        <translation>次のペア：</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目標：</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <source>Text A, on the left</source>
        <translation>テキスト A（左）</translation>
    </message>
    <message>
        <source>Text B, on the right</source>
        <translation>テキスト B（右）</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致率</translation>
    </message>
    <message>
        <source>Agreement of the annotators and the judge</source>
        <translation>アノテーターとジャッジの一致</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>&amp;A is better</source>
        <translation>A が良い(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Tie: equally good</source>
        <translation>引き分け(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;B is better</source>
        <translation>B が良い(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>スキップ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Undo last label</source>
        <translation>直前のラベルを取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Open a project to annotate.</source>
        <translation>アノテーションするにはプロジェクトを開いてください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; (press A if this one is better)</source>
        <translation>&lt;b&gt;A&lt;/b&gt;（こちらが良ければ A を押す）</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (press B if this one is better)</source>
        <translation>&lt;b&gt;B&lt;/b&gt;（こちらが良ければ B を押す）</translation>
    </message>
    <message>
        <source>Why this pair: %1</source>
        <translation>このペアの理由：%1</translation>
    </message>
    <message>
        <source>%1 of %2 labels</source>
        <translation>%1 / %2 ラベル</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>&lt;b&gt;Type your name here to start&lt;/b&gt; (every label is stored with it), then press Enter.</source>
        <translation>&lt;b&gt;開始するにはここに名前を入力し&lt;/b&gt;（各ラベルと一緒に保存されます）、Enter を押してください。</translation>
    </message>
    <message>
        <source>Annotator name needed</source>
        <translation>アノテーター名が必要です</translation>
    </message>
    <message>
        <source>A&amp;nnotator:</source>
        <translation>アノテーター(&amp;N)：</translation>
    </message>
    <message>
        <source>Annotation status</source>
        <translation>アノテーションの状況</translation>
    </message>
    <message>
        <source>Type your name in the Annotator field above to start labelling.</source>
        <translation>ラベル付けを始めるには、上の「アノテーター」欄に名前を入力してください。</translation>
    </message>
    <message>
        <source>This project has no criterion yet, so there is nothing to label under. Add a criterion (what “better” means) first, for instance with a judge&apos;s prompt under Judges…, then come back.</source>
        <translation>このプロジェクトにはまだ基準がないため、ラベル付けの対象がありません。まず「ジャッジ…」などで基準（何をもって「良い」とするか）をプロンプトとともに追加してから、戻ってきてください。</translation>
    </message>
    <message>
        <source>Looking for a pair to label…</source>
        <translation>ラベル付けするペアを探しています…</translation>
    </message>
    <message>
        <source>No pair left to label: every pair from this source is labelled. Choose another source or criterion.</source>
        <translation>ラベル付けするペアが残っていません：この選び方のペアはすべてラベル付け済みです。別の選び方か基準を選んでください。</translation>
    </message>
    <message>
        <source>Pairs a run asks people about</source>
        <translation>実行が人に尋ねているペア</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CalibrationTab</name>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Estimates per pair of systems and judge (95 % intervals)</source>
        <translation>システムのペアとジャッジごとの推定値（95% 区間）</translation>
    </message>
    <message>
        <source>Estimates</source>
        <translation>推定値</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー：%1</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>Prior setting</source>
        <translation>事前分布の設定</translation>
    </message>
    <message>
        <source>How the judge&apos;s accuracy is learnt (paper 004 §4.3): from this pair&apos;s human labels, from the most similar other pair, or not at all</source>
        <translation>ジャッジの正解率の学習方法（論文 004 §4.3）：このペアの人手ラベルから、最も近い別のペアから、または学習しない</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>In-distribution (this pair&apos;s labels)</source>
        <translation>分布内（このペアのラベル）</translation>
    </message>
    <message>
        <source>Out-of-distribution (closest pair)</source>
        <translation>分布外（最も近いペア）</translation>
    </message>
    <message>
        <source>No prior (no human labels)</source>
        <translation>事前分布なし（人手ラベルなし）</translation>
    </message>
    <message>
        <source>Re&amp;compute</source>
        <translation>再計算(&amp;C)</translation>
    </message>
    <message>
        <source>Compute the report again from the project&apos;s current labels</source>
        <translation>プロジェクトの現在のラベルからレポートを再計算</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>レポートをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Computing the report</source>
        <translation>レポートを計算中</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>基準(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Prior:</source>
        <translation>事前分布(&amp;P)：</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>勝率行列</translation>
    </message>
    <message>
        <source>Systems ranking</source>
        <translation>システムのランキング</translation>
    </message>
    <message>
        <source>Judge accuracy against the humans</source>
        <translation>人に対するジャッジの正解率</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>ジャッジの正解率</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>ジャッジのバイアス</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Open a project to see its calibrated win rates.</source>
        <translation>較正済みの勝率を見るにはプロジェクトを開いてください。</translation>
    </message>
    <message>
        <source>%1. %2 — average win rate %3</source>
        <translation>%1. %2 — 平均勝率 %3</translation>
    </message>
    <message>
        <source>%1. %2 — not compared</source>
        <translation>%1. %2 — 比較なし</translation>
    </message>
    <message>
        <source>Best system: %1, preferred in %2 of its comparisons on average (calibrated).</source>
        <translation>最良のシステム：%1（比較の平均 %2 で好まれる、較正済み）。</translation>
    </message>
    <message>
        <source>Chooses the first position: %1</source>
        <translation>先の位置を選ぶ割合：%1</translation>
    </message>
    <message>
        <source>Same winner in both orders: %1</source>
        <translation>両方の順序で同じ勝者：%1</translation>
    </message>
    <message>
        <source>No judgements to diagnose.</source>
        <translation>診断する判定がありません。</translation>
    </message>
    <message>
        <source>None: every pair has enough human labels and usable judges.</source>
        <translation>なし：すべてのペアに十分な人手ラベルと使えるジャッジがあります。</translation>
    </message>
    <message>
        <source>%1 and %2 of “%3”.</source>
        <comment>human labels and judgements of a criterion</comment>
        <translation>「%3」の%1と%2。</translation>
    </message>
    <message numerus="yes">
        <source>%n human label(s)</source>
        <translation>
            <numerusform>人手ラベル %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s)</source>
        <translation>
            <numerusform>判定 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>No calibrated report yet: %1</source>
        <translation>まだ較正済みレポートはありません：%1</translation>
    </message>
    <message>
        <source>The criterion whose win rates are shown</source>
        <translation>勝率を表示する基準</translation>
    </message>
    <message>
        <source>The win rates, judge accuracies and warnings below are computed from the judgements and human labels of this criterion only.</source>
        <translation>以下の勝率、ジャッジの正解率、警告は、この基準の判定と人手ラベルだけから計算されます。</translation>
    </message>
    <message>
        <source>The calibrated estimates correct the judge by its accuracy against the human labels. In-distribution uses the labels of the same pair of systems; out-of-distribution borrows them from the closest other pair; no prior uses none. Automatic picks what the labels allow.</source>
        <translation>較正済みの推定値は、人手ラベルに対するジャッジの正解率でジャッジを補正します。「分布内」は同じシステムのペアのラベルを使い、「分布外」は最も近い別のペアのラベルを借ります。「事前分布なし」はラベルを使いません。「自動」はラベルの状況に応じて選びます。</translation>
    </message>
    <message>
        <source>The computation was cancelled. Press Recompute to compute the report.</source>
        <translation>計算はキャンセルされました。レポートを計算するには［再計算］を押してください。</translation>
    </message>
    <message>
        <source>Win rates (%1): P(row system preferred over column system)</source>
        <translation>勝率 (%1): P(行のシステムが列のシステムより好まれる)</translation>
    </message>
    <message>
        <source>Length bias beyond quality (logit per 1,000 characters): %1</source>
        <translation>品質を除いた長さバイアス（1,000 文字あたりの logit）：%1</translation>
    </message>
    <message>
        <source>Length bias: not measured; %1.</source>
        <extracomment>%1: why, e.g. &quot;too few judged pairs have reference scores or human labels&quot;</extracomment>
        <translation>長さバイアス：未測定。%1。</translation>
    </message>
    <message>
        <source>The report appears here once the project has a criterion and judgements.</source>
        <translation>プロジェクトに基準と判定がそろうと、ここにレポートが表示されます。</translation>
    </message>
    <message>
        <source>No win rates: %1. The judges&apos; accuracy is over the pairs people labelled, the text imported first as the first.</source>
        <extracomment>%1: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>勝率はありません：%1。ジャッジの正確さは人がラベル付けしたペアに基づき、先にインポートされたテキストを最初とします。</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidateJudgementsModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>tie (%1)</source>
        <translation>引き分け（%1）</translation>
    </message>
    <message>
        <source>first</source>
        <translation>先</translation>
    </message>
    <message>
        <source>second</source>
        <translation>後</translation>
    </message>
    <message>
        <source>No answer to use: this attempt is not part of the ranking.</source>
        <translation>使える回答がありません：この試行はランキングに含まれません。</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than %1</source>
        <translation>この候補が %1 より良い確率</translation>
    </message>
    <message>
        <source>Judged %1</source>
        <translation>判定日時：%1</translation>
    </message>
    <message>
        <source>The probability that this candidate is better, as the judge answered; or why the attempt gave no answer</source>
        <translation>ジャッジの回答による、この候補の方が良い確率。または試行で回答が得られなかった理由</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidateTableModel</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Reference %1</source>
        <translation>参照 %1</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidatesTab</name>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>候補をインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Context filter</source>
        <translation>コンテキストの絞り込み</translation>
    </message>
    <message>
        <source>System filter</source>
        <translation>システムの絞り込み</translation>
    </message>
    <message>
        <source>Search text and ids</source>
        <translation>テキストと ID を検索</translation>
    </message>
    <message>
        <source>Search candidates</source>
        <translation>候補を検索</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>候補をインポート</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>コンテキスト：</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>システム：</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>候補のテキスト</translation>
    </message>
    <message>
        <source>Select a candidate to read its full text.</source>
        <translation>候補を選ぶと全文を表示します。</translation>
    </message>
    <message>
        <source>All contexts</source>
        <translation>すべてのコンテキスト</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>すべてのシステム</translation>
    </message>
    <message>
        <source>(no system)</source>
        <translation>（システムなし）</translation>
    </message>
    <message>
        <source>Could not load candidates: %1</source>
        <translation>候補を読み込めませんでした：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n 件の候補</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 candidates loaded; scroll for more</source>
        <translation>%1 件の候補を読み込み済み。スクロールで続きを表示</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConnectServerDialog</name>
    <message>
        <source>Or the parts</source>
        <translation>または各項目</translation>
    </message>
    <message>
        <source>Connect to Server</source>
        <translation>サーバーに接続</translation>
    </message>
    <message>
        <source>Connection URI or service name</source>
        <translation>接続 URI またはサービス名</translation>
    </message>
    <message>
        <source>A postgresql:// address as psql takes it, or the name of a service in pg_service.conf</source>
        <translation>psql が受け付ける postgresql:// アドレス、または pg_service.conf のサービス名</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>local socket</source>
        <translation>ローカルソケット</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>ログイン名</translation>
    </message>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>Prefer TLS</source>
        <translation>TLS を優先</translation>
    </message>
    <message>
        <source>Require TLS</source>
        <translation>TLS を必須</translation>
    </message>
    <message>
        <source>Require TLS and verify the server</source>
        <translation>TLS を必須にしてサーバーを検証</translation>
    </message>
    <message>
        <source>No TLS</source>
        <translation>TLS なし</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>データベース(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>ユーザー(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>TLS(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>アドレス(&amp;A):</translation>
    </message>
    <message>
        <source>No password here: it comes from ~/.pgpass, the service file or PGPASSWORD, or PairRank asks for it and forgets it when it quits.</source>
        <translation>ここにパスワードは入力しません。~/.pgpass、サービスファイル、PGPASSWORD から取得するか、PairRank が尋ねて終了時に忘れます。</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>接続(&amp;N)</translation>
    </message>
    <message>
        <source>Type a postgresql:// address or a service name.</source>
        <translation>postgresql:// アドレスまたはサービス名を入力してください。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConvergenceChart</name>
    <message>
        <source>Convergence</source>
        <translation>収束</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>比較数</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>Spearman ρ</translation>
    </message>
    <message>
        <source>Entropy</source>
        <translation>エントロピー</translation>
    </message>
    <message>
        <source>Entropy (nats)</source>
        <translation>エントロピー (nats)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CriterionListModel</name>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1（未保存）</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n judgement(s); its prompt is fixed</source>
        <translation>
            <numerusform>%n 件の判定で使用済み。プロンプトは固定されています</numerusform>
        </translation>
    </message>
    <message>
        <source>Not used by any judgement yet; its prompt can be changed</source>
        <translation>まだどの判定でも使われていません。プロンプトは変更できます</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::EndpointTableModel</name>
    <message>
        <source>in service</source>
        <translation>稼働中</translation>
    </message>
    <message>
        <source>taken out</source>
        <translation>除外中</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Requests at a server now, of the most it may have at once.</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ミリ秒</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <source>Answers/s</source>
        <translation>回答/秒</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Taken out</source>
        <translation>除外回数</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ExportReportDialog</name>
    <message>
        <source>Export report</source>
        <translation>レポートのエクスポート</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>フォルダー(&amp;F)：</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>ファイル名</translation>
    </message>
    <message>
        <source>Every file starts with this name, e.g. name.html, name.pdf, name-pairs.csv, name-win-rate-matrix.png.</source>
        <translation>各ファイルはこの名前で始まります（例：name.html、name.pdf、name-pairs.csv、name-win-rate-matrix.png）。</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ファイル名(&amp;N)：</translation>
    </message>
    <message>
        <source>HTML report (charts embedded)</source>
        <translation>HTML レポート（グラフ埋め込み）</translation>
    </message>
    <message>
        <source>PDF report</source>
        <translation>PDF レポート</translation>
    </message>
    <message>
        <source>CSV tables (pairs, matrix, accuracy, rankings)</source>
        <translation>CSV 表（ペア、行列、正解率、ランキング）</translation>
    </message>
    <message>
        <source>JSON data (described by report.schema.json)</source>
        <translation>JSON データ（report.schema.json で記述）</translation>
    </message>
    <message>
        <source>Charts as PNG</source>
        <translation>PNG のグラフ</translation>
    </message>
    <message>
        <source>Charts as SVG</source>
        <translation>SVG のグラフ</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>形式：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Export the report to</source>
        <translation>レポートのエクスポート先</translation>
    </message>
    <message>
        <source>Enter a file name.</source>
        <translation>ファイル名を入力してください。</translation>
    </message>
    <message>
        <source>The file name must not contain a folder.</source>
        <translation>ファイル名にフォルダーを含めることはできません。</translation>
    </message>
    <message>
        <source>Choose at least one format.</source>
        <translation>形式を 1 つ以上選んでください。</translation>
    </message>
    <message>
        <source>Replace files?</source>
        <translation>ファイルを置き換えますか？</translation>
    </message>
    <message>
        <source>These files exist and will be replaced:
%1</source>
        <translation>次のファイルは既に存在し、置き換えられます：
%1</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>Browse for the folder</source>
        <translation>フォルダーを参照</translation>
    </message>
    <message>
        <source>Enter a folder.</source>
        <translation>フォルダーを入力してください。</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 はフォルダーではなくファイルです。</translation>
    </message>
    <message>
        <source>The folder does not exist yet; Export offers to create it.</source>
        <translation>フォルダーはまだ存在しません。エクスポート時に作成するか確認します。</translation>
    </message>
    <message>
        <source>Create the folder?</source>
        <translation>フォルダーを作成しますか？</translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Create it and export there?</source>
        <translation>フォルダー %1 は存在しません。作成してそこにエクスポートしますか？</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>作成(&amp;C)</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>フォルダー %1 を作成できませんでした。</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>置き換える(&amp;R)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::FailureLogModel</name>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>ペア</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>A failed pair in the run&apos;s failure log: candidate shown first, then second.</extracomment>
        <translation>%1 対 %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HelpBrowser</name>
    <message>
        <source>User guide</source>
        <translation>ユーザーガイド</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>ガイドのページ</translation>
    </message>
    <message>
        <source>Find in page</source>
        <translation>ページ内を検索</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>進む(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>目次(&amp;C)</translation>
    </message>
    <message>
        <source>The guide&apos;s table of contents</source>
        <translation>ガイドの目次</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>手法(&amp;M)</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>スコアモデル、選択戦略、推定器の解説</translation>
    </message>
    <message>
        <source>PairRank User Guide</source>
        <translation>PairRank ユーザーガイド</translation>
    </message>
    <message>
        <source>%1 — PairRank User Guide</source>
        <translation>%1 — PairRank ユーザーガイド</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HumanLabelCommand</name>
    <message>
        <source>Label %1</source>
        <translation>ラベル %1</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>スキップ</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportFilePage</name>
    <message>
        <source>Choose a file</source>
        <translation>ファイルの選択</translation>
    </message>
    <message>
        <source>Candidates are read from CSV, TSV or JSON Lines files in UTF-8.</source>
        <translation>候補は UTF-8 の CSV、TSV、JSON Lines ファイルから読み込みます。</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>インポートするファイル</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>ファイル形式</translation>
    </message>
    <message>
        <source>Automatic (from the file name)</source>
        <translation>自動（ファイル名から判断）</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>TSV</source>
        <translation>TSV</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>Browse for the file</source>
        <translation>ファイルを参照</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>ファイル(&amp;F)：</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>形式(&amp;O)：</translation>
    </message>
    <message>
        <source>Import Candidates</source>
        <translation>候補のインポート</translation>
    </message>
    <message>
        <source>Candidate files (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>候補ファイル (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>ファイル %1 はありません。</translation>
    </message>
    <message>
        <source>Choose the format: %1</source>
        <translation>形式を選んでください：%1</translation>
    </message>
    <message>
        <source>The CSV, TSV or JSON Lines file to import</source>
        <translation>インポートする CSV、TSV、JSON Lines ファイル</translation>
    </message>
    <message>
        <source>A UTF-8 file with one candidate per row (CSV, TSV) or per line (JSON Lines). Nothing is imported before the last page has checked every record.</source>
        <translation>候補を 1 行に 1 つずつ記した UTF-8 ファイル（CSV、TSV、JSON Lines）。最後のページで全レコードを検査するまで、何もインポートされません。</translation>
    </message>
    <message>
        <source>How the file is read</source>
        <translation>ファイルの読み込み方法</translation>
    </message>
    <message>
        <source>Automatic reads the format from the file name&apos;s ending (.csv, .tsv, .jsonl); choose it here for a file named otherwise.</source>
        <translation>「自動」はファイル名の拡張子（.csv、.tsv、.jsonl）から形式を判断します。それ以外の名前のファイルでは、ここで形式を選んでください。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportMappingPage</name>
    <message>
        <source>Map the columns</source>
        <translation>列の対応付け</translation>
    </message>
    <message>
        <source>Say which column holds what. The table shows the file&apos;s first rows.</source>
        <translation>どの列に何が入っているかを指定します。表はファイルの先頭行を示します。</translation>
    </message>
    <message>
        <source>Candidate id column</source>
        <translation>候補 ID の列</translation>
    </message>
    <message>
        <source>Text column</source>
        <translation>テキストの列</translation>
    </message>
    <message>
        <source>Context id column</source>
        <translation>コンテキスト ID の列</translation>
    </message>
    <message>
        <source>Context for every row</source>
        <translation>全行共通のコンテキスト</translation>
    </message>
    <message>
        <source>Context text column</source>
        <translation>コンテキストのテキストの列</translation>
    </message>
    <message>
        <source>System column</source>
        <translation>システムの列</translation>
    </message>
    <message>
        <source>Reference score columns</source>
        <translation>参照スコアの列</translation>
    </message>
    <message>
        <source>Preview of the first rows</source>
        <translation>先頭行のプレビュー</translation>
    </message>
    <message>
        <source>Candidate &amp;id:</source>
        <translation>候補 ID(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>テキスト(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Context id:</source>
        <translation>コンテキスト ID(&amp;C)：</translation>
    </message>
    <message>
        <source>Context for rows &amp;without one:</source>
        <translation>コンテキストのない行(&amp;W)：</translation>
    </message>
    <message>
        <source>Context te&amp;xt:</source>
        <translation>コンテキストのテキスト(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>システム(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Reference scores:</source>
        <translation>参照スコア(&amp;R)：</translation>
    </message>
    <message>
        <source>Reading the first rows…</source>
        <translation>先頭行を読み込み中…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) of the file.</source>
        <translation>
            <numerusform>ファイルの先頭 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>ファイルを読み込めません：%1</translation>
    </message>
    <message numerus="yes">
        <source>Only the first %n row(s) can be read: %1</source>
        <translation>
            <numerusform>先頭の %n 行しか読み込めません：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>The column with each candidate&apos;s unique id</source>
        <translation>各候補の一意な ID を含む列</translation>
    </message>
    <message>
        <source>Every candidate needs an id that no other row of the file and no candidate of the project has; a row without one, or with an id used already, is refused.</source>
        <translation>各候補には、ファイルの他の行にもプロジェクトの他の候補にもない ID が必要です。ID のない行や、既に使われている ID を持つ行は拒否されます。</translation>
    </message>
    <message>
        <source>The column with the text to be compared</source>
        <translation>比較するテキストを含む列</translation>
    </message>
    <message>
        <source>The text the judges and annotators read; another column than the id. An empty text is kept (a model&apos;s empty answer is a candidate too).</source>
        <translation>ジャッジとアノテーターが読むテキストです。ID とは別の列を選んでください。空のテキストもそのまま残ります（モデルの空の回答も候補の 1 つです）。</translation>
    </message>
    <message>
        <source>The column that groups candidates (optional)</source>
        <translation>候補をグループ分けする列（任意）</translation>
    </message>
    <message>
        <source>Candidates are only compared within their context, e.g. the summaries of one article. (none): every row gets the context below.</source>
        <translation>候補は同じコンテキスト内（例：1 つの記事の要約どうし）でのみ比較されます。（なし）：すべての行に下のコンテキストを割り当てます。</translation>
    </message>
    <message>
        <source>The context of rows that name none</source>
        <translation>コンテキストを指定していない行のコンテキスト</translation>
    </message>
    <message>
        <source>The context id every row gets when no context id column is chosen: all candidates are then compared with each other.</source>
        <translation>コンテキスト ID の列を選ばないときに全行に割り当てるコンテキスト ID です。この場合、すべての候補が互いに比較されます。</translation>
    </message>
    <message>
        <source>The column with the context&apos;s text (optional)</source>
        <translation>コンテキストのテキストを含む列（任意）</translation>
    </message>
    <message>
        <source>E.g. the article that was summarised or the question that was answered; it is shown to the judge with each pair.</source>
        <translation>例：要約された記事や、回答された質問。各ペアとともにジャッジに示されます。</translation>
    </message>
    <message>
        <source>The column naming what produced each text (optional)</source>
        <translation>各テキストの生成元を示す列（任意）</translation>
    </message>
    <message>
        <source>The model or author of each candidate; the Calibration tab compares systems by their win rates.</source>
        <translation>各候補を生成したモデルまたは作成者です。「較正」タブでは勝率によってシステムを比較します。</translation>
    </message>
    <message>
        <source>Numeric columns to keep as reference scores</source>
        <translation>参照スコアとして残す数値の列</translation>
    </message>
    <message>
        <source>Scores known beforehand, e.g. human ratings: the Ranking tab and the simulated judge can use them. Only numeric columns are offered.</source>
        <translation>事前にわかっているスコア（例：人による評価）です。「ランキング」タブとシミュレートされたジャッジで利用できます。数値の列だけが選択肢に表示されます。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportValidationPage</name>
    <message>
        <source>Check before importing</source>
        <translation>インポート前の検査</translation>
    </message>
    <message>
        <source>Every record is checked; nothing is written until you press Import.</source>
        <translation>全レコードを検査します。「インポート」を押すまで何も書き込みません。</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>見つかった問題</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>検査中…</translation>
    </message>
    <message>
        <source>Checking the file</source>
        <translation>ファイルを検査中</translation>
    </message>
    <message>
        <source>The check was cancelled. Go back and forth to check again.</source>
        <translation>検査はキャンセルされました。戻ってから進むと再検査します。</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) checked; no problem found. Press Import to import them.</source>
        <translation>
            <numerusform>%n 件のレコードを検査し、問題はありませんでした。「インポート」を押してインポートします。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n problem(s) found; the first ones are listed.</source>
        <translation>
            <numerusform>%n 件を超える問題が見つかりました。最初のものを表示しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n 件の問題が見つかりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing will be imported until the file is corrected.</source>
        <translation>ファイルが修正されるまで何もインポートされません。</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n record(s)…</source>
        <translation>
            <numerusform>%n 件のレコードをインポート中…</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing candidates</source>
        <translation>候補をインポート中</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>インポートはキャンセルされました。何もインポートされていません。</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>何もインポートされませんでした。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportWizard</name>
    <message>
        <source>Import Candidates</source>
        <translation>候補のインポート</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>候補をインポート</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JobProgressBar</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop this computation</source>
        <translation>この計算を中止します</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeAccuracyModel</name>
    <message>
        <source>No human label preferred this side, so this accuracy is not measured.</source>
        <translation>この側を選好した人手ラベルがないため、この正解率は測定されていません。</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正解率</translation>
    </message>
    <message>
        <source>The judge configuration</source>
        <translation>ジャッジの構成</translation>
    </message>
    <message>
        <source>n0</source>
        <translation>n0</translation>
    </message>
    <message>
        <source>n0: human labels that preferred the first system of the pair</source>
        <translation>n0：ペアの最初のシステムを選んだ人手ラベルの数</translation>
    </message>
    <message>
        <source>q0</source>
        <translation>q0</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed on the items people gave to the first system (mean [95 % interval])</source>
        <translation>q0：人が最初のシステムを選んだ項目でジャッジが一致した割合（平均 [95% 区間]）</translation>
    </message>
    <message>
        <source>n1</source>
        <translation>n1</translation>
    </message>
    <message>
        <source>n1: human labels that preferred the second system of the pair</source>
        <translation>n1：ペアの2番目のシステムを選んだ人手ラベルの数</translation>
    </message>
    <message>
        <source>q1</source>
        <translation>q1</translation>
    </message>
    <message>
        <source>q1: how often the judge agreed on the items people gave to the second system (mean [95 % interval])</source>
        <translation>q1：人が2番目のシステムを選んだ項目でジャッジが一致した割合（平均 [95% 区間]）</translation>
    </message>
    <message>
        <source>How often the judge agreed with the human label, over all items</source>
        <translation>全項目でジャッジが人手ラベルと一致した割合</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeConfigListModel</name>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1（未保存）</translation>
    </message>
    <message>
        <source>%1, model %2</source>
        <translation>%1、モデル %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeSettingsEditor</name>
    <message>
        <source>OpenAI-compatible chat completions</source>
        <translation>OpenAI 互換 Chat Completions</translation>
    </message>
    <message>
        <source>OpenAI-compatible completions</source>
        <translation>OpenAI 互換 Completions</translation>
    </message>
    <message>
        <source>llama.cpp server (/completion)</source>
        <translation>llama.cpp サーバー (/completion)</translation>
    </message>
    <message>
        <source>Ollama chat</source>
        <translation>Ollama chat</translation>
    </message>
    <message>
        <source>Ollama generate</source>
        <translation>Ollama generate</translation>
    </message>
    <message>
        <source>Local model (started by PairRank)</source>
        <translation>ローカルモデル（PairRank が起動）</translation>
    </message>
    <message>
        <source>Command (JSON lines on stdin/stdout)</source>
        <translation>コマンド（stdin/stdout で JSON 行）</translation>
    </message>
    <message>
        <source>Simulated judge</source>
        <translation>シミュレートされたジャッジ</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <source>Unique in the project; runs refer to the judge by it</source>
        <translation>プロジェクト内で一意。実行はこの名前でジャッジを参照します</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>バックエンド(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>エンドポイント(&amp;E)：</translation>
    </message>
    <message>
        <source>Base URL (http://127.0.0.1:8080) or, for a command, the program</source>
        <translation>ベース URL (http://127.0.0.1:8080)、コマンドの場合はプログラム</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M)：</translation>
    </message>
    <message>
        <source>API &amp;key variable:</source>
        <translation>API キーの変数(&amp;K)：</translation>
    </message>
    <message>
        <source>The NAME of the environment variable that holds the key, e.g. OPENAI_API_KEY. The key itself is never stored in the project.</source>
        <translation>キーを保持する環境変数の名前（例：OPENAI_API_KEY）。キー自体はプロジェクトに保存されません。</translation>
    </message>
    <message>
        <source>API key file</source>
        <translation>API キーファイル</translation>
    </message>
    <message>
        <source>Or a file readable only by you (mode 0600) holding the key</source>
        <translation>または、本人だけが読めるキーファイル（モード 0600）</translation>
    </message>
    <message>
        <source>&amp;Write key file…</source>
        <translation>キーファイルを書き込む(&amp;W)…</translation>
    </message>
    <message>
        <source>Write the API key file</source>
        <translation>API キーファイルを書き込む</translation>
    </message>
    <message>
        <source>Key &amp;file:</source>
        <translation>キーファイル(&amp;F)：</translation>
    </message>
    <message>
        <source>Requests and prices</source>
        <translation>リクエストと料金</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>同時実行数(&amp;C)：</translation>
    </message>
    <message>
        <source>Requests on the wire at once</source>
        <translation>同時に送るリクエスト数</translation>
    </message>
    <message>
        <source>&amp;Requests per minute:</source>
        <translation>毎分リクエスト数(&amp;R)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>無制限</translation>
    </message>
    <message>
        <source>&amp;Tokens per minute:</source>
        <translation>毎分トークン数(&amp;T)：</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>タイムアウト(&amp;I)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Attempts per pair:</source>
        <translation>ペアごとの試行回数(&amp;A)：</translation>
    </message>
    <message>
        <source>Retries with backoff on 429, 5xx and timeouts</source>
        <translation>429、5xx、タイムアウト時にバックオフして再試行</translation>
    </message>
    <message>
        <source>&amp;Prompt price:</source>
        <translation>プロンプト料金(&amp;P)：</translation>
    </message>
    <message>
        <source>Per million prompt tokens</source>
        <translation>プロンプト 100 万トークンあたり</translation>
    </message>
    <message>
        <source> per million</source>
        <translation> / 100 万</translation>
    </message>
    <message>
        <source>Completion &amp;price:</source>
        <translation>補完料金(&amp;P)：</translation>
    </message>
    <message>
        <source>Per million completion tokens</source>
        <translation>補完 100 万トークンあたり</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>通貨(&amp;U)：</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>サンプリング</translation>
    </message>
    <message>
        <source>Temperat&amp;ure:</source>
        <translation>温度(&amp;U)：</translation>
    </message>
    <message>
        <source>Top &amp;logprobs:</source>
        <translation>Top logprobs(&amp;L)：</translation>
    </message>
    <message>
        <source>Samples &amp;without logprobs:</source>
        <translation>logprobs なしのサンプル数(&amp;W)：</translation>
    </message>
    <message>
        <source>0: fail when the server gives no logprobs; n: sample n answers</source>
        <translation>0：サーバーが logprobs を返さなければ失敗、n：n 個の回答をサンプリング</translation>
    </message>
    <message>
        <source>N&amp;oise:</source>
        <translation>ノイズ(&amp;O)：</translation>
    </message>
    <message>
        <source>Position &amp;bias:</source>
        <translation>位置バイアス(&amp;B)：</translation>
    </message>
    <message>
        <source>The simulated judge&apos;s home advantage δ for position A</source>
        <translation>位置 A に対するシミュレートされたジャッジのホームアドバンテージ δ</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>シード(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Hidden truth:</source>
        <translation>隠れた正解(&amp;H)：</translation>
    </message>
    <message>
        <source>The reference-score criterion used as the hidden truth; empty: drawn at random</source>
        <translation>隠れた正解として使う参照スコアの基準。空欄：ランダムに選択</translation>
    </message>
    <message>
        <source>Problem with the configuration</source>
        <translation>構成に問題があります</translation>
    </message>
    <message>
        <source>none (e.g. OPENAI_API_KEY for a hosted API)</source>
        <translation>なし（ホスティングされた API では OPENAI_API_KEY など）</translation>
    </message>
    <message>
        <source>The name the Run tab and the command line choose this judge by. Once saved, a judge configuration cannot change: duplicate it to try other settings.</source>
        <translation>「実行」タブやコマンドラインでこのジャッジを選ぶときの名前です。一度保存したジャッジ構成は変更できません。別の設定を試すには複製してください。</translation>
    </message>
    <message>
        <source>The kind of server or program that answers</source>
        <translation>回答するサーバーまたはプログラムの種類</translation>
    </message>
    <message>
        <source>How PairRank talks to the judge: an OpenAI-compatible server (OpenAI, vLLM, TGI, llama-server), llama.cpp&apos;s own API, Ollama, a local model PairRank starts, a command, or the simulated judge for trying things out. The judge must give log-probabilities of its answer.</source>
        <translation>PairRank がジャッジと通信する方法：OpenAI 互換サーバー（OpenAI、vLLM、TGI、llama-server）、llama.cpp 独自の API、Ollama、PairRank が起動するローカルモデル、コマンド、または試用のためのシミュレートされたジャッジ。ジャッジは回答の対数確率を返す必要があります。</translation>
    </message>
    <message>
        <source>The server&apos;s address without the API path, e.g. http://127.0.0.1:8080 for a local server or https://api.openai.com for OpenAI. For a command, the program to start (no shell).</source>
        <translation>API のパスを除いたサーバーのアドレスです（例：ローカルサーバーなら http://127.0.0.1:8080、OpenAI なら https://api.openai.com）。コマンドの場合は、起動するプログラムです（シェルは使いません）。</translation>
    </message>
    <message>
        <source>The model name sent with each request</source>
        <translation>各リクエストとともに送るモデル名</translation>
    </message>
    <message>
        <source>The model the server should use, as the server names it (e.g. gpt-4o-mini, or the name an Ollama or vLLM server lists). Servers that serve a single model may ignore it.</source>
        <translation>サーバーが使うモデルを、サーバー上の名前で指定します（例：gpt-4o-mini、または Ollama や vLLM サーバーが一覧に示す名前）。単一のモデルだけを提供するサーバーでは無視されることがあります。</translation>
    </message>
    <message>
        <source>Set the variable before starting PairRank (export OPENAI_API_KEY=…). Only its name is saved, so a project can be shared without the key. Leave it empty for a server that wants none.</source>
        <translation>PairRank を起動する前に変数を設定してください（export OPENAI_API_KEY=…）。保存されるのは変数名だけなので、キーを含めずにプロジェクトを共有できます。キーが不要なサーバーでは空欄のままにしてください。</translation>
    </message>
    <message>
        <source>Instead of an environment variable: the path of a file that holds the key and that only you can read. Write key file… creates it with those permissions.</source>
        <translation>環境変数の代わりに、キーを保持し本人だけが読めるファイルのパスを指定します。「キーファイルを書き込む…」で、そのアクセス権を持つファイルを作成できます。</translation>
    </message>
    <message>
        <source>How many requests are sent without waiting for the answers. A local server answers faster with as many as it has parallel slots; a hosted API may refuse too many.</source>
        <translation>回答を待たずに送るリクエストの数です。ローカルサーバーは並列スロット数と同じだけ送ると速く応答します。ホスティングされた API は多すぎるリクエストを拒否することがあります。</translation>
    </message>
    <message>
        <source>The most requests sent in a minute (0: no limit)</source>
        <translation>1 分間に送るリクエストの上限（0：無制限）</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s rate limit instead of being answered with HTTP 429. 0 sets no limit.</source>
        <translation>HTTP 429 で拒否されないよう、実行をホスティングされた API のレート制限内に抑えます。0 は無制限です。</translation>
    </message>
    <message>
        <source>The most tokens sent and received in a minute (0: no limit)</source>
        <translation>1 分間に送受信するトークンの上限（0：無制限）</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s token rate limit. 0 sets no limit.</source>
        <translation>実行をホスティングされた API のトークンレート制限内に抑えます。0 は無制限です。</translation>
    </message>
    <message>
        <source>How long an answer may take before the request is retried</source>
        <translation>リクエストを再試行するまで回答を待つ時間</translation>
    </message>
    <message>
        <source>A request without an answer after this many seconds counts as failed and is tried again, up to the attempts per pair. Raise it for a slow local model.</source>
        <translation>この秒数が経過しても回答のないリクエストは失敗とみなされ、ペアごとの試行回数まで再試行されます。遅いローカルモデルでは大きくしてください。</translation>
    </message>
    <message>
        <source>How often a pair is asked before it is given up: a busy server (HTTP 429), a server error (5xx) or a timeout are tried again after a growing pause.</source>
        <translation>ペアをあきらめるまでに尋ねる回数です。サーバーの混雑（HTTP 429）、サーバーエラー（5xx）、タイムアウトの場合は、間隔を徐々に延ばしながら再試行します。</translation>
    </message>
    <message>
        <source>What a million prompt tokens cost, from the provider&apos;s price list. With the completion price it gives the run&apos;s cost and the money budget.</source>
        <translation>プロンプト 100 万トークンあたりの料金（プロバイダーの料金表から）。補完料金とあわせて、実行の費用と金額の予算の計算に使われます。</translation>
    </message>
    <message>
        <source>What a million completion (answer) tokens cost. 0 for a local model.</source>
        <translation>補完（回答）100 万トークンあたりの料金。ローカルモデルでは 0 です。</translation>
    </message>
    <message>
        <source>The currency of the prices, e.g. USD</source>
        <translation>料金の通貨（例：USD）</translation>
    </message>
    <message>
        <source>Shown with the cost and the money budget; nothing is converted.</source>
        <translation>費用と金額の予算とともに表示されます。換算は行いません。</translation>
    </message>
    <message>
        <source>The sampling temperature sent with each request</source>
        <translation>各リクエストとともに送るサンプリング温度</translation>
    </message>
    <message>
        <source>0 asks for the model&apos;s most likely answer; the probabilities come from the log-probabilities either way. Raise it only when sampling answers without logprobs.</source>
        <translation>0 はモデルの最も確からしい回答を求めます。いずれの場合も確率は対数確率から求めます。logprobs なしで回答をサンプリングするときだけ大きくしてください。</translation>
    </message>
    <message>
        <source>How many likely first tokens the server reports</source>
        <translation>サーバーが報告する可能性の高い先頭トークンの数</translation>
    </message>
    <message>
        <source>For a server that reports no log-probabilities: ask n times and count the answers, p = (answers A + 0.5) / (n + 1). Costs n requests per pair and is coarser.</source>
        <translation>対数確率を報告しないサーバー向け：n 回尋ねて回答を数え、p = (A の回答数 + 0.5) / (n + 1) とします。ペアごとに n 件のリクエストがかかり、精度も粗くなります。</translation>
    </message>
    <message>
        <source>How much the simulated judge&apos;s answers scatter</source>
        <translation>シミュレートされたジャッジの回答のばらつき</translation>
    </message>
    <message>
        <source>The simulated judge compares hidden true scores plus noise of this size: 0 always agrees with the truth, larger values make it a less reliable judge.</source>
        <translation>シミュレートされたジャッジは、隠れた真のスコアにこの大きさのノイズを加えて比較します。0 では常に正解と一致し、値を大きくするほど信頼性の低いジャッジになります。</translation>
    </message>
    <message>
        <source>Positive values make the simulated judge prefer the text shown first, as real judges often do; try Home advantage in the Run tab against it.</source>
        <translation>正の値にすると、実際のジャッジによくあるように、シミュレートされたジャッジが先に示されたテキストを好むようになります。これに対して「実行」タブの「ホームアドバンテージ」を試してください。</translation>
    </message>
    <message>
        <source>Makes the simulated judge&apos;s answers reproducible</source>
        <translation>シミュレートされたジャッジの回答を再現可能にします</translation>
    </message>
    <message>
        <source>The same seed gives the same hidden truth and the same answers to the same pairs.</source>
        <translation>同じシードからは、同じ隠れた正解と、同じペアに対する同じ回答が得られます。</translation>
    </message>
    <message>
        <source>The name of an imported reference score the simulated judge treats as the truth, so that the ranking can be checked against it. Empty: true scores are drawn at random.</source>
        <translation>シミュレートされたジャッジが正解として扱う、インポート済みの参照スコアの名前です。これによりランキングを正解と照合できます。空欄：真のスコアをランダムに生成します。</translation>
    </message>
    <message>
        <source>More endpoints of the same model</source>
        <translation>同じモデルの追加エンドポイント</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>同時実行数</translation>
    </message>
    <message>
        <source>More endpoints</source>
        <translation>追加エンドポイント</translation>
    </message>
    <message>
        <source>Further servers of the same model, each with its own concurrency</source>
        <translation>同じモデルを提供する他のサーバー。それぞれに同時実行数があります</translation>
    </message>
    <message>
        <source>A judge fleet: several servers that serve the same model (a vLLM or TGI fleet behind no load balancer, several Ollama hosts). Requests go to the server with the most free capacity; a server that stops answering is taken out and probed until it answers again, and its requests go to the others without being paid twice.</source>
        <translation>ジャッジのフリート：同じモデルを提供する複数のサーバー（ロードバランサーを置かない vLLM や TGI のフリート、複数の Ollama ホストなど）。リクエストは空き容量が最も多いサーバーに送られます。応答しなくなったサーバーは除外され、再び応答するまで確認され続けます。そのリクエストは二重に課金されることなく他のサーバーに回されます。</translation>
    </message>
    <message>
        <source>A&amp;dd endpoint</source>
        <translation>エンドポイントを追加(&amp;D)</translation>
    </message>
    <message>
        <source>Remo&amp;ve endpoint</source>
        <translation>エンドポイントを削除(&amp;V)</translation>
    </message>
    <message>
        <source>The judge&apos;s probability that A is better is read from the log-probabilities of the label words among these tokens. The default asks 5 of OpenAI-compatible completions and 20 of the others; a server that allows fewer says so, and PairRank asks it for that many from then on.</source>
        <translation>A の方が良いというジャッジの確率は、これらのトークンに含まれるラベル語の対数確率から読み取ります。既定では OpenAI 互換 Completions には 5、その他には 20 を要求します。それより少ない数しか許さないサーバーはその旨を返し、以後 PairRank はその数だけを要求します。</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Endpoint concurrency</source>
        <translation>エンドポイントの同時実行数</translation>
    </message>
    <message>
        <source>Requests on the wire at once at this endpoint</source>
        <translation>このエンドポイントに同時に送るリクエスト数</translation>
    </message>
    <message>
        <source>Each server of a fleet has its own limit; requests go to the server with the largest share of its limit free.</source>
        <translation>フリート内の各サーバーにはそれぞれ上限があります。リクエストは、上限に対する空きの割合が最も大きいサーバーに送られます。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgesDialog</name>
    <message>
        <source>Judges</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>Judge configurations</source>
        <translation>ジャッジの構成</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>New judge configuration</source>
        <translation>新しいジャッジ構成</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <source>Duplicate the judge configuration</source>
        <translation>ジャッジ構成を複製</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the judge configuration</source>
        <translation>ジャッジ構成を削除</translation>
    </message>
    <message>
        <source>U&amp;ndo</source>
        <translation>元に戻す(&amp;N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Red&amp;o</source>
        <translation>やり直す(&amp;O)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>&amp;Test the judge</source>
        <translation>ジャッジをテスト(&amp;T)</translation>
    </message>
    <message>
        <source>Test the judge</source>
        <translation>ジャッジをテスト</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>テスト結果</translation>
    </message>
    <message>
        <source>Raw answer of the judge</source>
        <translation>ジャッジの生の回答</translation>
    </message>
    <message>
        <source>Raw &amp;answer:</source>
        <translation>生の回答(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>テスト(&amp;T)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>new judge</source>
        <translation>新しいジャッジ</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 のコピー</translation>
    </message>
    <message>
        <source>“%1” is stored already and cannot be changed; duplicate it and save the copy under a new name.</source>
        <translation>「%1」は保存済みのため変更できません。複製して、コピーを新しい名前で保存してください。</translation>
    </message>
    <message>
        <source>Stored judge configurations cannot be deleted from the project; the deletion was not saved.</source>
        <translation>保存済みのジャッジ構成はプロジェクトから削除できません。削除は保存されていません。</translation>
    </message>
    <message>
        <source>Nothing to save.</source>
        <translation>保存するものはありません。</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>何も保存されませんでした：%1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <source>Saved, except: %1</source>
        <translation>保存しました（例外：%1）</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to test on.</source>
        <translation>プロジェクトにテストに使える候補のペアがありません。</translation>
    </message>
    <message>
        <source>Sending one request…</source>
        <translation>リクエストを 1 件送信中…</translation>
    </message>
    <message>
        <source>, %1 ms</source>
        <translation>、%1 ms</translation>
    </message>
    <message>
        <source>No probability: %1</source>
        <translation>確率なし：%1</translation>
    </message>
    <message>
        <source>Type the key file&apos;s path first.</source>
        <translation>先にキーファイルのパスを入力してください。</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <source>The key to write to %1 (readable only by you):</source>
        <translation>%1 に書き込むキー（本人だけが読めます）：</translation>
    </message>
    <message>
        <source>The key was written to %1.</source>
        <translation>キーを %1 に書き込みました。</translation>
    </message>
    <message>
        <source>The key file could not be written: %1</source>
        <translation>キーファイルを書き込めませんでした：%1</translation>
    </message>
    <message numerus="yes">
        <source>p(A is better) = %1 (%n attempt(s)</source>
        <translation>
            <numerusform>p(A が良い) = %1 (試行 %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>Judges and criteria</source>
        <translation>ジャッジと基準</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>New crit&amp;erion…</source>
        <translation>新しい基準(&amp;E)…</translation>
    </message>
    <message>
        <source>New criterion</source>
        <translation>新しい基準</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Duplicate the criterion</source>
        <translation>基準を複製</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Delete the unsaved criterion</source>
        <translation>未保存の基準を削除</translation>
    </message>
    <message>
        <source>What the test sends</source>
        <translation>テストで送信する内容</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>ジャッジ(&amp;J)</translation>
    </message>
    <message>
        <source>Criterion &amp;prompt</source>
        <translation>基準のプロンプト(&amp;P)</translation>
    </message>
    <message>
        <source>What the candidates are compared on (e.g. helpfulness, correctness, clarity):</source>
        <translation>候補を比較する観点（例：有用性、正確さ、明快さ）：</translation>
    </message>
    <message>
        <source>Name of the new criterion</source>
        <translation>新しい基準の名前</translation>
    </message>
    <message>
        <source>A criterion needs a name.</source>
        <translation>基準には名前が必要です。</translation>
    </message>
    <message>
        <source>There is a criterion “%1” already.</source>
        <translation>基準「%1」は既に存在します。</translation>
    </message>
    <message>
        <source>New criterion “%1”: adjust its prompt, then Save.</source>
        <translation>新しい基準「%1」：プロンプトを調整してから「保存」を押してください。</translation>
    </message>
    <message>
        <source>Select a judge and a criterion to test: the judge is asked with the criterion&apos;s prompt.</source>
        <translation>テストするジャッジと基準を選んでください：ジャッジには基準のプロンプトで問い合わせます。</translation>
    </message>
    <message>
        <source>Sends one real request to the judge “%1” with the prompt of the criterion “%2”, for the pair shown in the prompt preview. Judges and criteria are independent: a run pairs one of each.</source>
        <translation>プロンプトのプレビューに表示中のペアについて、基準「%2」のプロンプトでジャッジ「%1」に実際のリクエストを 1 件送ります。ジャッジと基準は独立しており、実行ではそれぞれ 1 つずつを組み合わせます。</translation>
    </message>
    <message>
        <source>The criterion “%1” was not saved: %2</source>
        <translation>基準「%1」は保存されませんでした：%2</translation>
    </message>
    <message>
        <source>it needs a name.</source>
        <translation>名前が必要です。</translation>
    </message>
    <message>
        <source>another criterion has that name.</source>
        <translation>同じ名前の基準が別にあります。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The judges or criteria have changes that are not saved.</source>
        <translation>ジャッジまたは基準に保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>閉じる前に保存しますか？</translation>
    </message>
    <message>
        <source>The prompt cannot be sent: %1</source>
        <translation>プロンプトを送信できません：%1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::MainWindow</name>
    <message>
        <source>Project contents</source>
        <translation>プロジェクトの内容</translation>
    </message>
    <message>
        <source>&amp;Candidates</source>
        <translation>候補(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Ranking</source>
        <translation>ランキング(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>実行(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>アノテーション(&amp;A)</translation>
    </message>
    <message>
        <source>Opening the project</source>
        <translation>プロジェクトを開いています</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>候補をインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Import candidates from a CSV or JSON Lines file</source>
        <translation>CSV または JSON Lines ファイルから候補をインポート</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Judges…</source>
        <translation>ジャッジ(&amp;J)…</translation>
    </message>
    <message>
        <source>Configure the LLM judges</source>
        <translation>LLM ジャッジを設定</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About PairRank</source>
        <translation>PairRank について(&amp;A)</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>「%1」タブを表示</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>プロジェクトが開かれていません。</translation>
    </message>
    <message>
        <source>Create or open a project first, then import candidates into it.</source>
        <translation>先にプロジェクトを作成するか開いてから、候補をインポートしてください。</translation>
    </message>
    <message>
        <source>Opening %1 and checking its integrity…</source>
        <translation>%1 を開いて整合性を検査しています…</translation>
    </message>
    <message>
        <source>%1 — PairRank</source>
        <translation>%1 — PairRank</translation>
    </message>
    <message>
        <source>PairRank</source>
        <translation>PairRank</translation>
    </message>
    <message>
        <source>No project is open. Use File ▸ New or File ▸ Open.</source>
        <translation>プロジェクトが開かれていません。「ファイル ▸ 新規」または「ファイル ▸ 開く」を使ってください。</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The new language applies when PairRank starts again.</source>
        <translation>新しい言語は PairRank の次回起動時に適用されます。</translation>
    </message>
    <message>
        <source>Ca&amp;libration</source>
        <translation>較正(&amp;L)</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>言語(&amp;G)</translation>
    </message>
    <message>
        <source>A run is going: stop it to show another one.</source>
        <translation>実行が進行中です：別の実行を表示するには停止してください。</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>今すぐ再起動(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
    <message>
        <source>A run is going</source>
        <translation>実行が進行中です</translation>
    </message>
    <message>
        <source>A run is going. Quit PairRank anyway?</source>
        <translation>実行が進行中です。それでも PairRank を終了しますか？</translation>
    </message>
    <message>
        <source>Every answer received so far is stored. The run stops now; the next time this project is opened, Start (F5) in the Run tab continues it.</source>
        <translation>これまでに受け取った回答はすべて保存されています。実行はここで停止します。次にこのプロジェクトを開いたとき、「実行」タブの「開始」(F5) で続行できます。</translation>
    </message>
    <message>
        <source>&amp;Stop and Quit</source>
        <translation>停止して終了(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>実行を続ける(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>Open the user guide at the page for the current tab</source>
        <translation>現在のタブのページでユーザーガイドを開く</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>手法(&amp;M)</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>スコアモデル、選択戦略、推定器の解説</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>A run is going. Restart PairRank anyway?</source>
        <translation>実行が進行中です。それでも PairRank を再起動しますか？</translation>
    </message>
    <message>
        <source>&amp;Stop and Restart</source>
        <translation>停止して再起動(&amp;S)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <source>%1 — PairRank (annotator)</source>
        <translation>%1 — PairRank（アノテーター）</translation>
    </message>
    <message>
        <source>%1 — annotator: the server lets you label pairs, not see the judgements</source>
        <translation>%1 — アノテーター：サーバーはペアのラベル付けを許可しますが、判定は表示しません</translation>
    </message>
    <message>
        <source>%1 — checking its integrity…</source>
        <translation>%1 — 整合性を確認中…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PairEstimatesModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <source>Systems (first vs second)</source>
        <translation>システム（先 対 後）</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>項目数</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>人手ラベル</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>観測</translation>
    </message>
    <message>
        <source>BWRS</source>
        <translation>BWRS</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid–Skene</translation>
    </message>
    <message>
        <source>Prior</source>
        <translation>事前分布</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>in-distribution</source>
        <translation>分布内</translation>
    </message>
    <message>
        <source>out-of-distribution</source>
        <translation>分布外</translation>
    </message>
    <message>
        <source>Pooled regression</source>
        <translation>プール回帰</translation>
    </message>
    <message>
        <source>PPI++</source>
        <extracomment>Prediction-powered inference (Angelopoulos et al.), a name: usually left as it is.</extracomment>
        <translation>PPI++</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PositionalBiasChart</name>
    <message>
        <source>Positional bias</source>
        <translation>位置バイアス</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>比較数</translation>
    </message>
    <message>
        <source>Mean p(A)</source>
        <translation>平均 p(A)</translation>
    </message>
    <message>
        <source>P(A)</source>
        <translation>P(A)</translation>
    </message>
    <message>
        <source>Estimated δ</source>
        <translation>推定 δ</translation>
    </message>
    <message>
        <source>δ (logit)</source>
        <translation>δ (logit)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProgressDialog</name>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectActions</name>
    <message>
        <source>PairRank projects (*.pairrank);;All files (*)</source>
        <translation>PairRank プロジェクト (*.pairrank);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新規プロジェクト(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>プロジェクトを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>プロジェクトを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>デモプロジェクトを開く(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったプロジェクト(&amp;R)</translation>
    </message>
    <message>
        <source>The project could not be opened.</source>
        <translation>プロジェクトを開けませんでした。</translation>
    </message>
    <message>
        <source>The demo project could not be created.</source>
        <translation>デモプロジェクトを作成できませんでした。</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>新規プロジェクト</translation>
    </message>
    <message>
        <source>The project could not be created.</source>
        <translation>プロジェクトを作成できませんでした。</translation>
    </message>
    <message>
        <source>The file %1 could not be replaced.</source>
        <translation>ファイル %1 を置き換えられませんでした。</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>プロジェクトを開く</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear Recent Projects</source>
        <translation>最近使ったプロジェクトを消去</translation>
    </message>
    <message>
        <source>Connect to &amp;Server…</source>
        <translation>サーバーに接続(&amp;S)…</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>%1 のパスワード:</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>サーバーが拒否しました: %1</translation>
    </message>
    <message>
        <source>Kept in memory until PairRank quits, never saved</source>
        <translation>PairRank の終了までメモリに保持し、保存はしません</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectTreeModel</name>
    <message>
        <source>Contexts (%1)</source>
        <translation>コンテキスト (%1)</translation>
    </message>
    <message>
        <source>Criteria (%1)</source>
        <translation>基準 (%1)</translation>
    </message>
    <message>
        <source>Judges (%1)</source>
        <translation>ジャッジ (%1)</translation>
    </message>
    <message>
        <source>Runs (%1)</source>
        <translation>実行 (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>created</source>
        <translation>作成済み</translation>
    </message>
    <message>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>インポート済み</translation>
    </message>
    <message>
        <source>imported judgements</source>
        <translation>インポートされた判定</translation>
    </message>
    <message>
        <source>%1
Judge: %2
Model: %3
Seed: %4
Double-click or Enter to show it in the Run tab.</source>
        <translation>%1
ジャッジ：%2
モデル：%3
シード：%4
ダブルクリックまたは Enter で「実行」タブに表示します。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PromptEditor</name>
    <message>
        <source>C&amp;riterion:</source>
        <translation>基準(&amp;R)：</translation>
    </message>
    <message>
        <source>Label word for A</source>
        <translation>A のラベル語</translation>
    </message>
    <message>
        <source>Label word for B</source>
        <translation>B のラベル語</translation>
    </message>
    <message>
        <source>Label &amp;A:</source>
        <translation>ラベル A(&amp;A)：</translation>
    </message>
    <message>
        <source>Label &amp;B:</source>
        <translation>ラベル B(&amp;B)：</translation>
    </message>
    <message>
        <source>Prompt template</source>
        <translation>プロンプトのテンプレート</translation>
    </message>
    <message>
        <source>Prompt preview</source>
        <translation>プロンプトのプレビュー</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>テンプレート(&amp;T)：</translation>
    </message>
    <message>
        <source>Pre&amp;view on a pair of this project:</source>
        <translation>このプロジェクトのペアでプレビュー(&amp;V)：</translation>
    </message>
    <message>
        <source>Problem with the template</source>
        <translation>テンプレートに問題があります</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to show the prompt on yet.</source>
        <translation>プロジェクトにはまだプロンプトを表示できる候補のペアがありません。</translation>
    </message>
    <message>
        <source>Criterion name</source>
        <translation>基準の名前</translation>
    </message>
    <message>
        <source>Criterion use</source>
        <translation>基準の使用状況</translation>
    </message>
    <message>
        <source>Duplicate as a new &amp;criterion</source>
        <translation>新しい基準として複製(&amp;C)</translation>
    </message>
    <message>
        <source>Duplicate as a new criterion</source>
        <translation>新しい基準として複製</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n judgement(s), which were asked with this prompt: it cannot change any more. Duplicate it as a new criterion to ask differently.</source>
        <translation>
            <numerusform>このプロンプトで問い合わせた %n 件の判定で使用済みのため、もう変更できません。別の問い方をするには新しい基準として複製してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>No judgement uses this criterion yet: its prompt can be changed until a run asks a judge with it.</source>
        <translation>この基準を使う判定はまだありません：実行でこの基準を使ってジャッジに問い合わせるまで、プロンプトは変更できます。</translation>
    </message>
    <message>
        <source>A new criterion: saved with the judges.</source>
        <translation>新しい基準：ジャッジとともに保存されます。</translation>
    </message>
    <message>
        <source>No criterion is selected. Create one with “New criterion…”.</source>
        <translation>基準が選択されていません。「新しい基準…」で作成してください。</translation>
    </message>
    <message>
        <source>Unique in the project</source>
        <translation>プロジェクト内で一意</translation>
    </message>
    <message>
        <source>Runs refer to a stored criterion by its name</source>
        <translation>実行は保存済みの基準をその名前で参照します</translation>
    </message>
    <message>
        <source>No criterion is selected.</source>
        <translation>基準が選択されていません。</translation>
    </message>
    <message>
        <source>The criterion needs a name.</source>
        <translation>基準には名前が必要です。</translation>
    </message>
    <message>
        <source>What the candidates are compared on, e.g. helpfulness. Runs and reports refer to a criterion by its name, so only a new criterion can be renamed.</source>
        <translation>候補を比較する観点（例：有用性）です。実行とレポートは名前で基準を参照するため、名前を変更できるのは新しい基準だけです。</translation>
    </message>
    <message>
        <source>The word the judge answers with when the first text is better</source>
        <translation>先のテキストの方が良いときにジャッジが答える語</translation>
    </message>
    <message>
        <source>The judge&apos;s probability is read from the log-probabilities of the two label words as its first answer token: pick short words the prompt asks for, such as A and B or 1 and 2.</source>
        <translation>ジャッジの確率は、回答の先頭トークンとしての 2 つのラベル語の対数確率から読み取ります。A と B、1 と 2 など、プロンプトで指示する短い語を選んでください。</translation>
    </message>
    <message>
        <source>The word the judge answers with when the second text is better</source>
        <translation>後のテキストの方が良いときにジャッジが答える語</translation>
    </message>
    <message>
        <source>Must differ from the word for A; the prompt tells the judge to answer with one of the two ({label_a} and {label_b}).</source>
        <translation>A の語とは異なる必要があります。プロンプトはジャッジに 2 つのうちどちらか（{label_a} と {label_b}）で答えるよう指示します。</translation>
    </message>
    <message>
        <source>The prompt the judge is asked with for each pair; the placeholders are replaced by the pair&apos;s texts. It can change until a judgement uses it; after that, duplicate the criterion to ask differently.</source>
        <translation>各ペアについてジャッジに問い合わせるプロンプトです。プレースホルダーはペアのテキストで置き換えられます。判定で使われるまでは変更できます。その後、別の問い方をするには基準を複製してください。</translation>
    </message>
    <message>
        <source>Label word for a tie</source>
        <translation>引き分けのラベル語</translation>
    </message>
    <message>
        <source>None: the prompt offers no tie</source>
        <translation>なし：プロンプトは引き分けを提示しません</translation>
    </message>
    <message>
        <source>The word the judge answers with when neither text is better; leave it empty when the prompt offers no tie</source>
        <translation>どちらのテキストも優れていないときにジャッジが答える語。プロンプトが引き分けを提示しない場合は空のままにします</translation>
    </message>
    <message>
        <source>Optional. When filled in, the template must offer it with {label_tie}, and a pair counts as a tie when this word is a likelier answer than the words for A and B. One word without spaces, different from those two.</source>
        <translation>任意。入力した場合、テンプレートは {label_tie} でこの語を提示する必要があり、この語が A と B の語よりも可能性の高い回答であるとき、そのペアは引き分けとみなされます。空白を含まない 1 語で、その 2 語とは異なるものにしてください。</translation>
    </message>
    <message>
        <source>Tie label, if an&amp;y:</source>
        <translation>引き分けラベル（任意）(&amp;Y)：</translation>
    </message>
    <message>
        <source>Placeholders: {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</source>
        <translation>プレースホルダー： {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RankingTab</name>
    <message>
        <source>&amp;Recompute</source>
        <translation>再計算(&amp;R)</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>Recompute the ranking</source>
        <translation>ランキングを再計算</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>コンテキスト：</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>基準：</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>ランキング</translation>
    </message>
    <message>
        <source>Select a candidate to read its text and the judgements that involve it.</source>
        <translation>候補を選ぶと、そのテキストと関係する判定を表示します。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln judgement(s) used</source>
        <translation>
            <numerusform>使用した判定 %Ln 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln failed or refused</source>
        <translation>
            <numerusform>失敗・拒否 %Ln 件</numerusform>
        </translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>モデル %1</translation>
    </message>
    <message>
        <source>entropy %1</source>
        <translation>エントロピー %1</translation>
    </message>
    <message>
        <source>Spearman against the reference %1</source>
        <translation>参照との Spearman %1</translation>
    </message>
    <message>
        <source>No ranking: %1</source>
        <translation>ランキングなし：%1</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>候補のテキスト</translation>
    </message>
    <message>
        <source>All criteria</source>
        <translation>すべての基準</translation>
    </message>
    <message>
        <source>Show the judgements of every criterion, not only of the one ranked</source>
        <translation>ランキング対象の基準だけでなく、すべての基準の判定を表示</translation>
    </message>
    <message>
        <source>Show failures</source>
        <translation>失敗を表示</translation>
    </message>
    <message>
        <source>Show the attempts that gave no answer (failed calls and refusals), in grey</source>
        <translation>回答が得られなかった試行（失敗した呼び出しと拒否）を灰色で表示</translation>
    </message>
    <message>
        <source>Judgements of the selected candidate</source>
        <translation>選択した候補の判定</translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of “%1” involve this candidate</source>
        <translation>
            <numerusform>この候補を含む「%1」の判定 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of every criterion involve this candidate</source>
        <translation>
            <numerusform>この候補を含む全基準の判定 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or refused attempt(s) not shown</source>
        <translation>
            <numerusform>失敗・拒否の試行 %n 件は非表示</numerusform>
        </translation>
    </message>
    <message>
        <source>the newest %1 are listed</source>
        <translation>最新の %1 件を表示</translation>
    </message>
    <message>
        <source>live from the run</source>
        <extracomment>The Ranking tab shows the ranking of the run going on, as it changes.</extracomment>
        <translation>実行中にリアルタイム更新</translation>
    </message>
    <message>
        <source>Absolute rating unreadable: %1</source>
        <translation>絶対評価を読み取れません：%1</translation>
    </message>
    <message>
        <source>Absolute rating: %1 (P: %2)</source>
        <translation>絶対評価：%1（P：%2）</translation>
    </message>
    <message>
        <source>No absolute rating</source>
        <translation>絶対評価なし</translation>
    </message>
    <message>
        <source>Absolute rating refused: %1</source>
        <translation>絶対評価が拒否されました：%1</translation>
    </message>
    <message>
        <source>Absolute rating failed: %1</source>
        <translation>絶対評価に失敗しました：%1</translation>
    </message>
    <message>
        <source>Absolute ratings of the selected candidate</source>
        <translation>選択した候補の絶対評価</translation>
    </message>
    <message numerus="yes">
        <source>%Ln absolute rating(s)</source>
        <translation>
            <numerusform>絶対評価 %Ln 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln human label(s)</source>
        <translation>
            <numerusform>人手ラベル %Ln 件</numerusform>
        </translation>
    </message>
    <message>
        <source>no intervals above %L1 candidates</source>
        <extracomment>A ranking of a very large pool is fitted without the posterior covariance.</extracomment>
        <translation>候補が %L1 件を超えるため区間なし</translation>
    </message>
    <message>
        <source>drawing intervals…</source>
        <extracomment>A very large pool&apos;s ranking is shown before its intervals, which take longer.</extracomment>
        <translation>区間をサンプリング中…</translation>
    </message>
    <message>
        <source>intervals from %L1 draws</source>
        <extracomment>A very large pool&apos;s intervals come from random draws of the posterior.</extracomment>
        <translation>%L1 回のサンプルによる区間</translation>
    </message>
    <message>
        <source>entropy %1 ± %2</source>
        <extracomment>An estimated ranking entropy and its standard error (very large pools).</extracomment>
        <translation>エントロピー %1 ± %2</translation>
    </message>
    <message>
        <source>Search ids, systems and texts</source>
        <translation>ID・システム・テキストを検索</translation>
    </message>
    <message>
        <source>Search the ranking</source>
        <translation>ランキングを検索</translation>
    </message>
    <message>
        <source>%L1 of %L2 shown</source>
        <extracomment>A search of the ranking shows only the rows it matches.</extracomment>
        <translation>%L2 件中 %L1 件を表示</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RankingTableModel</name>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>95 % credible interval of the score (Laplace posterior)</source>
        <translation>スコアの 95% 信用区間（Laplace 事後分布）</translation>
    </message>
    <message>
        <source>95 % interval of the rank, from draws of the posterior</source>
        <translation>順位の 95% 区間（事後分布からの抽出による）</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than the next one down</source>
        <translation>この候補が 1 つ下の候補より良い確率</translation>
    </message>
    <message>
        <source>Judgements that involve this candidate</source>
        <translation>この候補を含む判定</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <source>Rank interval</source>
        <translation>順位区間</translation>
    </message>
    <message>
        <source>P(&gt; next)</source>
        <translation>P(&gt; 次)</translation>
    </message>
    <message>
        <source>Judgements</source>
        <translation>判定数</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参照</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ReportExportJob</name>
    <message>
        <source>Exporting the report…</source>
        <translation>レポートをエクスポート中…</translation>
    </message>
    <message>
        <source>Report exported</source>
        <translation>レポートをエクスポートしました</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1.</source>
        <translation>
            <numerusform>%n 個のファイルを %1 に書き込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The report could not be exported.</source>
        <translation>レポートをエクスポートできませんでした。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunHistory</name>
    <message>
        <source>Comparisons</source>
        <translation>比較数</translation>
    </message>
    <message>
        <source>Elapsed (s)</source>
        <translation>経過 (秒)</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Entropy</source>
        <translation>エントロピー</translation>
    </message>
    <message>
        <source>P(A)</source>
        <translation>P(A)</translation>
    </message>
    <message>
        <source>δ</source>
        <translation>δ</translation>
    </message>
    <message>
        <source>Judgements/s</source>
        <translation>判定/秒</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>支出</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunProgressPanel</name>
    <message>
        <source>Not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>見積もり</translation>
    </message>
    <message>
        <source>Run state</source>
        <translation>実行状態</translation>
    </message>
    <message>
        <source>Comparisons done</source>
        <translation>完了した比較</translation>
    </message>
    <message>
        <source>%v of %m comparisons (%p%)</source>
        <translation>%v / %m 比較 (%p%)</translation>
    </message>
    <message>
        <source>Time and cost left</source>
        <translation>残り時間と費用</translation>
    </message>
    <message>
        <source>Estimating the cost…</source>
        <translation>費用を見積もり中…</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>見積もりなし：%1</translation>
    </message>
    <message>
        <source>no price set</source>
        <translation>料金未設定</translation>
    </message>
    <message>
        <source>Estimate: %1 requests, %2 tokens, %3, %4</source>
        <translation>見積もり：%1 リクエスト、%2 トークン、%3、%4</translation>
    </message>
    <message>
        <source> — %1 comparisons already stored</source>
        <translation> — %1 件の比較を保存済み</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 judgements/s</source>
        <translation>%1 判定/秒</translation>
    </message>
    <message>
        <source>time left: %1</source>
        <translation>残り時間：%1</translation>
    </message>
    <message>
        <source>spent: %1</source>
        <translation>支出：%1</translation>
    </message>
    <message>
        <source>cost left: %1</source>
        <translation>残り費用：%1</translation>
    </message>
    <message>
        <source>failures: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>reused: %1</source>
        <translation>再利用：%1</translation>
    </message>
    <message>
        <source>budget used up</source>
        <translation>予算を使い切りました</translation>
    </message>
    <message>
        <source>stopping rule met</source>
        <translation>停止ルールを満たしました</translation>
    </message>
    <message>
        <source>every pair asked</source>
        <translation>すべてのペアを質問済み</translation>
    </message>
    <message>
        <source>time known once the judge has answered</source>
        <translation>時間はジャッジが回答すると判明します</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>約 %1</translation>
    </message>
    <message>
        <source>Start (F5) continues the run</source>
        <translation>「開始」(F5) で実行を続行します</translation>
    </message>
    <message>
        <source>the judge stopped answering (%1). Check the judge with Judges… ▸ Test, then press Start (F5) to continue.</source>
        <translation>ジャッジが応答しなくなりました (%1)。「ジャッジ… ▸ テスト」でジャッジを確認してから、「開始」(F5) を押して続行してください。</translation>
    </message>
    <message>
        <source>Interrupted: Start (F5) continues the run</source>
        <translation>中断：「開始」(F5) で実行を続行します</translation>
    </message>
    <message>
        <source>Paused: Start (F5) continues the run</source>
        <translation>一時停止中：「開始」(F5) で実行を続行します</translation>
    </message>
    <message>
        <source>Finished: a larger budget and Start (F5) continue it</source>
        <translation>完了：予算を増やして「開始」(F5) を押すと続行します</translation>
    </message>
    <message>
        <source>Failed: Start (F5) tries again</source>
        <translation>失敗：「開始」(F5) で再試行します</translation>
    </message>
    <message>
        <source>at the judge: %1, waiting: %2</source>
        <translation>ジャッジで処理中：%1、待機中：%2</translation>
    </message>
    <message>
        <source>absolute ratings: %1</source>
        <translation>絶対評価：%1</translation>
    </message>
    <message>
        <source> — %1 of the requests are absolute ratings</source>
        <translation> — うち %1 件は絶対評価</translation>
    </message>
    <message>
        <source>human labels: %1</source>
        <extracomment>Labels people contributed to the run&apos;s model (read at its start and since).</extracomment>
        <translation>人手ラベル: %1</translation>
    </message>
    <message>
        <source>waiting for people: %1 (%2 of %3 labels asked)</source>
        <extracomment>The run&apos;s queue of pairs for people: how many wait for a label, how many the run put to people so far and how many its label budget allows.</extracomment>
        <translation>人の回答待ち: %1（%3 件中 %2 件のラベルを依頼済み）</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunSettingsForm</name>
    <message>
        <source>Judge</source>
        <translation>ジャッジ</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>ジャッジ(&amp;J)：</translation>
    </message>
    <message>
        <source>The judge configuration that answers the pairs</source>
        <translation>ペアに回答するジャッジの構成</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>基準(&amp;R)：</translation>
    </message>
    <message>
        <source>What the judge compares; its prompt template is used</source>
        <translation>ジャッジが比較する観点。そのプロンプトのテンプレートを使います</translation>
    </message>
    <message>
        <source>Model and selection</source>
        <translation>モデルと選択</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M)：</translation>
    </message>
    <message>
        <source>How scores are fitted from the judgements</source>
        <translation>判定からスコアを推定する方法</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>From the mean p</source>
        <translation>平均 p から</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>推定</translation>
    </message>
    <message>
        <source>&amp;Home advantage:</source>
        <translation>ホームアドバンテージ(&amp;H)：</translation>
    </message>
    <message>
        <source>How the positional bias δ of position A enters the model</source>
        <translation>位置 A の位置バイアス δ をモデルに入れる方法</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>戦略(&amp;S)：</translation>
    </message>
    <message>
        <source>Which pairs are asked next</source>
        <translation>次に尋ねるペアの選び方</translation>
    </message>
    <message>
        <source>&amp;ε:</source>
        <translation>ε(&amp;E)：</translation>
    </message>
    <message>
        <source>The exponent of |μa − μb| in the ε strategy</source>
        <translation>ε 戦略における |μa − μb| の指数</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>バッチサイズ(&amp;B)：</translation>
    </message>
    <message>
        <source>Pairs chosen per context and round</source>
        <translation>コンテキスト・ラウンドごとに選ぶペア数</translation>
    </message>
    <message>
        <source>Ask each pair in both orders</source>
        <translation>各ペアを両方の順序で尋ねる</translation>
    </message>
    <message>
        <source>Symmetric</source>
        <translation>対称</translation>
    </message>
    <message>
        <source>Symmetric:</source>
        <translation>対称：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;D)：</translation>
    </message>
    <message>
        <source>Makes the run reproducible</source>
        <translation>実行を再現可能にします</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <source>Comparisons per candidate (× N)</source>
        <translation>候補あたりの比較数 (× N)</translation>
    </message>
    <message>
        <source>Comparisons per context</source>
        <translation>コンテキストあたりの比較数</translation>
    </message>
    <message>
        <source>Com&amp;parisons:</source>
        <translation>比較数(&amp;P)：</translation>
    </message>
    <message>
        <source>A multiple of the number of candidates N, or an absolute number</source>
        <translation>候補数 N の倍数、または絶対数</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>数量(&amp;A)：</translation>
    </message>
    <message>
        <source>The comparison budget of each context</source>
        <translation>各コンテキストの比較予算</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>無制限</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>トークン(&amp;T)：</translation>
    </message>
    <message>
        <source>Prompt and completion tokens (0: no limit)</source>
        <translation>プロンプトと補完のトークン（0：無制限）</translation>
    </message>
    <message>
        <source>M&amp;oney:</source>
        <translation>金額(&amp;O)：</translation>
    </message>
    <message>
        <source>In the judge&apos;s currency (0: no limit)</source>
        <translation>ジャッジの通貨で（0：無制限）</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>T&amp;ime:</source>
        <translation>時間(&amp;I)：</translation>
    </message>
    <message>
        <source>Running time, pauses excluded (0: no limit)</source>
        <translation>一時停止を除く実行時間（0：無制限）</translation>
    </message>
    <message>
        <source> × N</source>
        <translation> × N</translation>
    </message>
    <message>
        <source>Stopping rule</source>
        <translation>停止ルール</translation>
    </message>
    <message>
        <source>Only the budget</source>
        <translation>予算のみ</translation>
    </message>
    <message>
        <source>Entropy below</source>
        <translation>エントロピーが次を下回る</translation>
    </message>
    <message>
        <source>Reordering probability below</source>
        <translation>入れ替わり確率が次を下回る</translation>
    </message>
    <message>
        <source>Ranking stopped moving</source>
        <translation>ランキングが動かなくなった</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>ルール(&amp;U)：</translation>
    </message>
    <message>
        <source>When a context is asked nothing more</source>
        <translation>コンテキストへの質問を止める条件</translation>
    </message>
    <message>
        <source>Thres&amp;hold:</source>
        <translation>しきい値(&amp;H)：</translation>
    </message>
    <message>
        <source>The rule&apos;s threshold X</source>
        <translation>ルールのしきい値 X</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>ウィンドウ(&amp;W)：</translation>
    </message>
    <message>
        <source>Comparisons over which the ranking must stay still</source>
        <translation>ランキングが変化しないことを求める比較数</translation>
    </message>
    <message>
        <source>Batches ahea&amp;d:</source>
        <translation>先行バッチ数(&amp;D)：</translation>
    </message>
    <message>
        <source>Batches chosen while earlier ones are still being answered, so that a slow judge is never idle (0: each batch waits for the one before)</source>
        <translation>前のバッチの回答を待つ間に選んでおくバッチの数。遅いジャッジを遊ばせません（0：各バッチは前のバッチを待つ）</translation>
    </message>
    <message>
        <source>One of the project&apos;s judge configurations (Judges… in the menu bar): the backend, model and limits of the LLM that is asked. A run keeps its judge.</source>
        <translation>プロジェクトのジャッジ構成の 1 つ（メニューバーの「ジャッジ…」）です。問い合わせる LLM のバックエンド、モデル、制限を定めます。実行は最後まで同じジャッジを使います。</translation>
    </message>
    <message>
        <source>The quality the candidates are compared on. The judge is asked with this criterion&apos;s prompt template; each criterion has its own scores and ranking.</source>
        <translation>候補を比較する品質の観点です。ジャッジにはこの基準のプロンプトのテンプレートで問い合わせます。基準ごとに独自のスコアとランキングがあります。</translation>
    </message>
    <message>
        <source>The statistical model that turns the judge&apos;s answers into scores with credible intervals. The soft Bradley–Terry model uses the judge&apos;s probabilities rather than only who won; the Methods page compares the models.</source>
        <translation>ジャッジの回答を信用区間付きのスコアに変換する統計モデルです。ソフト Bradley–Terry モデルは、勝敗だけでなくジャッジの確率を使います。モデルの比較は「手法」のページを参照してください。</translation>
    </message>
    <message>
        <source>Judges tend to prefer the text shown first. None assumes no bias; From the mean p takes δ from the average probability the judge gave to position A; Fitted estimates δ together with the scores.</source>
        <translation>ジャッジは先に示されたテキストを好む傾向があります。「なし」はバイアスがないと仮定します。「平均 p から」はジャッジが位置 A に与えた平均確率から δ を求めます。「推定」は δ をスコアと同時に推定します。</translation>
    </message>
    <message>
        <source>How the next pairs are chosen from the current scores: uncertainty-based strategies ask where the ranking is least certain and need fewer comparisons than random pairs for the same accuracy.</source>
        <translation>現在のスコアから次のペアを選ぶ方法です。不確かさに基づく戦略はランキングが最も不確かな箇所を尋ねるため、同じ精度に達するのにランダムなペアより少ない比較で済みます。</translation>
    </message>
    <message>
        <source>Only for the ε-uncertainty strategy: how strongly pairs with close scores are preferred. 0 ignores the score difference; larger values focus on near ties.</source>
        <translation>「ε-不確かさ」戦略専用：スコアの近いペアをどれだけ強く優先するかを決めます。0 はスコアの差を無視し、値を大きくするほど引き分けに近いペアに集中します。</translation>
    </message>
    <message>
        <source>How many pairs are chosen at once before the model is updated. Larger batches keep a fast judge busy; smaller ones adapt to the answers sooner.</source>
        <translation>モデルを更新する前に一度に選ぶペアの数です。大きなバッチは速いジャッジを休ませず、小さなバッチは回答により早く適応します。</translation>
    </message>
    <message>
        <source>With 1 or more, the next batch is chosen while the current one is still being answered, counting its pairs as asked. The run stays reproducible: the choice never depends on the order in which answers arrive.</source>
        <translation>1 以上にすると、現在のバッチの回答を待つ間に、そのペアを質問済みとみなして次のバッチを選びます。実行は再現可能なままです：選択が回答の到着順に左右されることはありません。</translation>
    </message>
    <message>
        <source>Ask each chosen pair as A–B and as B–A</source>
        <translation>選んだ各ペアを A–B と B–A の両方で尋ねる</translation>
    </message>
    <message>
        <source>Every chosen pair is also asked in the other order, which cancels the judge&apos;s preference for a position at twice the cost per pair.</source>
        <translation>選んだ各ペアを逆の順序でも尋ねます。ペアあたりの費用は 2 倍になりますが、ジャッジの位置への偏りを打ち消せます。</translation>
    </message>
    <message>
        <source>The seed of the random choices (pairs, order of A and B). The same settings and seed choose the same pairs again.</source>
        <translation>ランダムな選択（ペア、A と B の順序）のシードです。同じ設定とシードからは再び同じペアが選ばれます。</translation>
    </message>
    <message>
        <source>How the comparison budget of each context is given: as a multiple of its number of candidates N (10 × N is a common start) or as a fixed number of comparisons.</source>
        <translation>各コンテキストの比較予算の指定方法：候補数 N の倍数（10 × N がよく使われる出発点です）、または固定の比較数。</translation>
    </message>
    <message>
        <source>The number of comparisons (or the multiple of N) after which a context is asked nothing more. Answers reused from the project count; failed requests do not.</source>
        <translation>コンテキストへの質問を終える比較数（または N の倍数）です。プロジェクトから再利用した回答は数に含まれ、失敗したリクエストは含まれません。</translation>
    </message>
    <message>
        <source>The run stops when its prompt and completion tokens together reach this number. 0 sets no limit.</source>
        <translation>プロンプトと補完のトークンの合計がこの数に達すると実行は停止します。0 は無制限です。</translation>
    </message>
    <message>
        <source>The run stops when its cost, computed from the judge&apos;s token prices, reaches this amount. 0 sets no limit.</source>
        <translation>ジャッジのトークン料金から計算した費用がこの金額に達すると実行は停止します。0 は無制限です。</translation>
    </message>
    <message>
        <source>The run stops after this many minutes of running; time spent paused does not count. 0 sets no limit.</source>
        <translation>実行はこの分数だけ動作すると停止します。一時停止中の時間は数えません。0 は無制限です。</translation>
    </message>
    <message>
        <source>Besides the budget, a context can stop once its ranking is certain enough: its entropy or its largest probability of reordering falls below the threshold, or it stops moving over a window of comparisons.</source>
        <translation>予算とは別に、ランキングが十分確かになった時点でコンテキストを停止できます：エントロピーまたは最大の入れ替わり確率がしきい値を下回ったとき、あるいはウィンドウ分の比較の間ランキングが動かなくなったときです。</translation>
    </message>
    <message>
        <source>The value X the rule compares with: the entropy or the probability of reordering must fall below it; for a ranking that stopped moving, the rank correlation must reach 1 − X.</source>
        <translation>ルールが比較に使う値 X です。エントロピーまたは入れ替わり確率はこれを下回る必要があります。「ランキングが動かなくなった」では、順位相関が 1 − X に達する必要があります。</translation>
    </message>
    <message>
        <source>Only for “Ranking stopped moving”: the scores now are compared with those this many comparisons earlier.</source>
        <translation>「ランキングが動かなくなった」専用：現在のスコアを、この比較数だけ前のスコアと比べます。</translation>
    </message>
    <message>
        <source>Absolute scores</source>
        <translation>絶対スコア</translation>
    </message>
    <message>
        <source>Also rate every candidate once on 1…10 and join the ratings to the model; needs a criterion with an absolute template and a judge that gives token logprobs</source>
        <translation>各候補を 1…10 で 1 回ずつ評価し、その評価をモデルに加えます。絶対評価用テンプレートを持つ基準と、トークンの logprobs を返すジャッジが必要です</translation>
    </message>
    <message>
        <source>Each candidate is rated once with the criterion&apos;s absolute template. The probabilities of the ten ratings, from the judge&apos;s token logprobs, become one more expert on the candidate&apos;s score, with the weight beside.</source>
        <translation>各候補を基準の絶対評価用テンプレートで 1 回評価します。ジャッジのトークンの logprobs から得た 10 段階の評価の確率が、候補のスコアに関するもう 1 つのエキスパートとなり、隣の重みが付きます。</translation>
    </message>
    <message>
        <source>Absolute score weight</source>
        <translation>絶対スコアの重み</translation>
    </message>
    <message>
        <source>How much one absolute rating counts against the comparisons (1: as given)</source>
        <translation>1 つの絶対評価が比較に対してどれだけ効くか（1：そのまま）</translation>
    </message>
    <message>
        <source>The weight of each absolute rating&apos;s expert in the product of experts: below 1 it counts less than the judge&apos;s calibrated rating, above 1 more.</source>
        <translation>エキスパートの積における各絶対評価のエキスパートの重みです。1 未満ではジャッジの較正済み評価より弱く、1 を超えると強く効きます。</translation>
    </message>
    <message>
        <source>Wei&amp;ght:</source>
        <translation>重み(&amp;G)：</translation>
    </message>
    <message>
        <source>Absolute scores:</source>
        <translation>絶対スコア：</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>人手ラベル</translation>
    </message>
    <message>
        <source>Join the human labels of the criterion to the model, also those stored while the run goes on</source>
        <translation>基準の人手ラベルをモデルに加えます。実行中に保存されたラベルも含みます</translation>
    </message>
    <message>
        <source>Every human label of the criterion becomes two experts of the product, one per order, so that the judge&apos;s positional bias cancels out of them. Labels stored during the run, in the Annotate tab or by other annotators, join their context at its next refit.</source>
        <translation>基準の各人手ラベルは、順序ごとに 1 つずつ、積の 2 つのエキスパートになり、判定者の位置バイアスが打ち消されます。実行中に「アノテーション」タブや他の注釈者が保存したラベルは、その文脈の次の再適合で加わります。</translation>
    </message>
    <message>
        <source>Human label weight</source>
        <translation>人手ラベルの重み</translation>
    </message>
    <message>
        <source>How much one human label counts against one judgement (1: as much)</source>
        <translation>人手ラベル 1 件が判定 1 件に対してどれだけ効くか（1: 同じ）</translation>
    </message>
    <message>
        <source>The weight of each human label in the product of experts. People are usually more reliable than the judge: a weight above 1 lets a label outweigh several judgements.</source>
        <translation>エキスパートの積における各人手ラベルの重み。人は通常判定者より信頼できます。1 を超える重みでは、1 件のラベルが複数の判定を上回ります。</translation>
    </message>
    <message>
        <source>Human labels:</source>
        <translation>人手ラベル:</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>重み:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Label budget</source>
        <translation>ラベル予算</translation>
    </message>
    <message>
        <source>How many pairs the run may put to people; none: it asks nobody</source>
        <translation>実行が人に回せるペアの数。なし: 誰にも尋ねません</translation>
    </message>
    <message>
        <source>The run puts up to this many of the pairs its judge answered to people, chosen where a label is worth most: where the judge, recalibrated on the labels so far, is least sure and the ranking least certain. The Annotate tab offers them first; the judge is not asked their other order.</source>
        <translation>実行は、判定者が回答したペアのうち最大この数を人に回します。選ぶのはラベルの価値が最も高いところ、つまりこれまでのラベルで再較正した判定者が最も迷い、ランキングが最も不確かなところです。「アノテーション」タブが最初に提示し、判定者には逆順を尋ねません。</translation>
    </message>
    <message>
        <source>Label budget:</source>
        <translation>ラベル予算:</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunTab</name>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Start the run, or continue the stored run with these settings (F5)</source>
        <translation>実行を開始、または保存済みの実行をこの設定で続行 (F5)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Ask nothing new; answers in flight are still stored (F6)</source>
        <translation>新たな質問をしません。処理中の回答は保存されます (F6)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>Resume the paused run (F7)</source>
        <translation>一時停止した実行を再開 (F7)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Stop the run; what is stored stays, and Start continues it later (Shift+F5)</source>
        <translation>実行を停止。保存済みの内容は残り、後で「開始」で続行できます (Shift+F5)</translation>
    </message>
    <message>
        <source>Failure log</source>
        <translation>失敗ログ</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>実行に失敗しました。</translation>
    </message>
    <message>
        <source>Why Start is unavailable</source>
        <translation>「開始」を使えない理由</translation>
    </message>
    <message>
        <source>The project is opening…</source>
        <translation>プロジェクトを開いています…</translation>
    </message>
    <message>
        <source>Open or create a project to start a run.</source>
        <translation>実行を開始するにはプロジェクトを開くか作成してください。</translation>
    </message>
    <message>
        <source>Reading the project&apos;s judges and criteria…</source>
        <translation>プロジェクトのジャッジと基準を読み込み中…</translation>
    </message>
    <message>
        <source>The project has no judge yet: add one with Judges… in the menu bar.</source>
        <translation>プロジェクトにはまだジャッジがありません：メニューバーの「ジャッジ…」で追加してください。</translation>
    </message>
    <message>
        <source>The project has no criterion yet: add one with Judges… in the menu bar.</source>
        <translation>プロジェクトにはまだ基準がありません：メニューバーの「ジャッジ…」で追加してください。</translation>
    </message>
    <message>
        <source>The judge&apos;s servers</source>
        <translation>ジャッジのサーバー</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>Checking the project file&apos;s integrity…</source>
        <translation>プロジェクトファイルの整合性を確認中…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ScorePlot</name>
    <message>
        <source>Scores with 95 % intervals</source>
        <translation>スコアと 95% 区間</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Score plot</source>
        <translation>スコアプロット</translation>
    </message>
    <message>
        <source>Scores of %L1 evenly spaced ranks</source>
        <translation>等間隔の %L1 順位のスコア</translation>
    </message>
    <message>
        <source>Rank (of %L1)</source>
        <translation>順位（全 %L1 件）</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ThroughputChart</name>
    <message>
        <source>Throughput and spend</source>
        <translation>スループットと支出</translation>
    </message>
    <message>
        <source>Elapsed time (s)</source>
        <translation>経過時間 (秒)</translation>
    </message>
    <message>
        <source>Judgements/s</source>
        <translation>判定/秒</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>支出</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::WinRateMatrixModel</name>
    <message>
        <source>P(%1 preferred over %2) = %3 (95 % interval in brackets)</source>
        <translation>P(%1 が %2 より好まれる) = %3（角括弧内は 95% 区間）</translation>
    </message>
    <message>
        <source>No judgement compares %1 and %2 yet.</source>
        <extracomment>A blank cell of the win-rate matrix: the two systems were never compared.</extracomment>
        <translation>%1 と %2 を比較した判定はまだありません。</translation>
    </message>
    <message>
        <source>No win rate for %1 against %2: %3</source>
        <extracomment>A blank cell of the win-rate matrix: %3 is the estimator&apos;s reason, in English.</extracomment>
        <translation>%1 対 %2 の勝率はありません：%3</translation>
    </message>
</context>
</TS>
