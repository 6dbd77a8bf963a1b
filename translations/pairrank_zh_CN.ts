<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnnotationAgreement</name>
    <message>
        <source>needs at least three annotators</source>
        <translation>至少需要三名标注者</translation>
    </message>
    <message>
        <source>no pair was labelled by every annotator</source>
        <translation>没有所有标注者都标注过的配对</translation>
    </message>
</context>
<context>
    <name>AnnotationQueue</name>
    <message>
        <source>no judgements in this context yet: random pair</source>
        <translation>此上下文尚无评判：随机配对</translation>
    </message>
    <message>
        <source>ranks %1 and %2, P(above next) = %3</source>
        <translation>排名 %1 和 %2，P(高于下一名) = %3</translation>
    </message>
    <message>
        <source>systems %1 vs. %2, %3 human labels so far</source>
        <translation>系统 %1 对 %2，目前已有 %3 个人工标签</translation>
    </message>
    <message>
        <source>random pair</source>
        <translation>随机配对</translation>
    </message>
    <message>
        <source>second label, for agreement</source>
        <translation>第二个标注，用于一致性</translation>
    </message>
    <message>
        <source>a run asks people: the judge is unsure (%1 for the one it saw first)</source>
        <extracomment>Why the Annotate tab shows this pair: a run asked people about it; the judge&apos;s probability, recalibrated on the labels so far, that the first shown is better.</extracomment>
        <translation>某次运行请人判断：评判者拿不准（先看到的一方为 %1）</translation>
    </message>
    <message>
        <source>no pair waits for people; %1</source>
        <extracomment>Why the Annotate tab shows this pair: no run asks people about a pair now, so the pair the ranking is least sure of comes; %1 says why that one.</extracomment>
        <translation>没有等待人工的配对；%1</translation>
    </message>
</context>
<context>
    <name>CalibrationReport</name>
    <message numerus="yes">
        <source>%1 vs %2: only %n human-labelled item(s); the judge&apos;s accuracy and the calibrated win rates rest on little evidence.</source>
        <translation>
            <numerusform>%1 对 %2：仅有 %n 个人工标注项；评审的准确率和校准胜率依据不足。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 vs %2: no Dawid–Skene estimate: %3</source>
        <translation>%1 对 %2：无 Dawid–Skene 估计：%3</translation>
    </message>
    <message>
        <source>%1 vs %2: judge %3 has q0 + q1 = %4 ≤ 1 against the humans: no better than chance, so its win rate cannot be calibrated.</source>
        <translation>%1 对 %2：评审 %3 相对人工标注的 q0 + q1 = %4 ≤ 1：不比随机好，因此无法校准其胜率。</translation>
    </message>
    <message>
        <source>%1 vs %2: no BWRS estimate for judge %3: %4</source>
        <translation>%1 对 %2：评审 %3 无 BWRS 估计：%4</translation>
    </message>
    <message>
        <source>Reading the judgements and labels…</source>
        <translation>正在读取判断和标注…</translation>
    </message>
    <message>
        <source>Fitting the calibrated win rates…</source>
        <translation>正在拟合校准后的胜率…</translation>
    </message>
    <message>
        <source>Reading the judges&apos; evidence…</source>
        <translation>正在读取评判者的证据…</translation>
    </message>
    <message>
        <source>The pooled regression&apos;s sampler has not settled: split R̂ up to %1 (below %2 expected) and %3 effective draws for the worst pair (%4 expected). Its win rates and intervals carry Monte Carlo error; recompute with another seed to see how much.</source>
        <translation>合并回归的抽样器尚未稳定：分割 R̂ 最高为 %1（应低于 %2），最差一对的有效抽样数为 %3（应为 %4）。其胜率和区间带有蒙特卡罗误差；请用另一个种子重新计算以查看误差大小。</translation>
    </message>
    <message>
        <source>Human labels on pairs chosen for what a label is worth, not at random: %1 of %2 (%3 on pairs a run put to people, %4 on pairs the Annotate tab chose as the ranking&apos;s most uncertain). The pooled regression needs labels that depend only on the judges&apos; verdicts, and Dawid–Skene, BWRS and the judges&apos; accuracies need a random sample; such a choice is neither, so all of them may be biased. Labels of pairs chosen with &quot;Next pair: Random&quot; in the Annotate tab are a random sample.</source>
        <translation>按标注价值选出（并非随机）的对上的人工标注：%2 个中的 %1 个（%3 个在运行分配给人工的对上，%4 个在“标注”选项卡选为排名最不确定的对上）。合并回归要求标注只取决于评判者的裁决，Dawid–Skene、BWRS 和评判者准确率要求随机样本；这样的选择两者都不是，因此它们都可能有偏差。在“标注”选项卡中用“下一对：随机”选出的对的标注是随机样本。</translation>
    </message>
    <message>
        <source>%1 vs %2 (%3)</source>
        <extracomment>One pair of systems in a list: &quot;M0 vs M1 (2)&quot;, its human-labelled items.</extracomment>
        <translation>%1 对 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of systems have fewer than %1 human-labelled items, so the judge&apos;s accuracy and the calibrated win rates rest on little evidence there: %2.</source>
        <extracomment>%1: the least number of human-labelled items that earns no warning; %2: the pairs, each with its number of human-labelled items.</extracomment>
        <translation>
            <numerusform>%n 对系统的人工标注项少于 %1 个，因此评判者的准确率和校准胜率在这些对上证据不足：%2。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CandidateDetailsText</name>
    <message>
        <source>System: %1</source>
        <translation>系统：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Reference scores: %1</source>
        <translation>参考分数：%1</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>上下文 %1</translation>
    </message>
</context>
<context>
    <name>ContextHelp</name>
    <message>
        <source>More in the user guide</source>
        <translation>用户指南中的更多内容</translation>
    </message>
</context>
<context>
    <name>DiagnosticTexts</name>
    <message>
        <source>it needs reference scores or human labels of judged pairs to tell length from quality</source>
        <extracomment>Why no length bias is shown: the judge&apos;s own answers cannot tell a preference for longer texts from one for better texts that are longer.</extracomment>
        <translation>需要参考分数或已评判配对的人工标注，才能区分长度与质量</translation>
    </message>
    <message>
        <source>too few judged pairs have reference scores or human labels</source>
        <translation>有参考分数或人工标注的已评判配对太少</translation>
    </message>
    <message>
        <source>in the pairs with reference scores or human labels, length does not vary apart from quality</source>
        <translation>在有参考分数或人工标注的配对中，长度没有独立于质量而变化</translation>
    </message>
</context>
<context>
    <name>ImportValidationText</name>
    <message>
        <source>Checking every record…</source>
        <translation>正在检查每条记录…</translation>
    </message>
    <message>
        <source>Trying the import without saving it…</source>
        <translation>正在试导入（不保存）…</translation>
    </message>
</context>
<context>
    <name>MethodNames</name>
    <message>
        <source>Soft Bradley–Terry (PoE-BT)</source>
        <translation>软 Bradley–Terry (PoE-BT)</translation>
    </message>
    <message>
        <source>Gaussian PoE</source>
        <translation>高斯 PoE</translation>
    </message>
    <message>
        <source>PoE, Φ link, Beta</source>
        <translation>PoE，Φ 链接，Beta</translation>
    </message>
    <message>
        <source>PoE, Φ link, Gaussian</source>
        <translation>PoE，Φ 链接，高斯</translation>
    </message>
    <message>
        <source>Bradley–Terry (hard)</source>
        <translation>Bradley–Terry（硬）</translation>
    </message>
    <message>
        <source>Average probability</source>
        <translation>平均概率</translation>
    </message>
    <message>
        <source>Win ratio</source>
        <translation>胜场比</translation>
    </message>
    <message>
        <source>ε-uncertainty</source>
        <translation>ε-不确定性</translation>
    </message>
    <message>
        <source>Probability of reordering</source>
        <translation>重排概率</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>方差</translation>
    </message>
    <message>
        <source>Minimum uncertainty</source>
        <translation>最小不确定性</translation>
    </message>
    <message>
        <source>D-optimal</source>
        <translation>D-最优</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Random, no repeats</source>
        <translation>随机，不重复</translation>
    </message>
    <message>
        <source>Symmetric random</source>
        <translation>对称随机</translation>
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
        <translation>胜率</translation>
    </message>
    <message>
        <source>blue: row system preferred · orange: column system preferred</source>
        <translation>蓝：行系统更优 · 橙：列系统更优</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>胜率矩阵</translation>
    </message>
    <message>
        <source>Win rate of each pair of systems, 95 % intervals</source>
        <translation>每对系统的胜率，95% 区间</translation>
    </message>
    <message>
        <source>Judge accuracy against the human labels, 95 % intervals</source>
        <translation>评审相对人工标注的准确率，95% 区间</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed with the humans when they preferred the first system of a pair; q1: the same when they preferred the second. Below the dashed 0.5 line a judge is worse than a coin.</source>
        <translation>q0：人工偏好一对中的第一个系统时，评审与人工一致的频率；q1：人工偏好第二个时的同一频率。低于 0.5 虚线的评审不如抛硬币。</translation>
    </message>
    <message>
        <source>Point: estimate · line: 95 % interval · dashed: 0.5 (a tie)</source>
        <translation>点：估计 · 线：95% 区间 · 虚线：0.5（平局）</translation>
    </message>
    <message>
        <source>P(first system preferred)</source>
        <translation>P(第一个系统更优)</translation>
    </message>
    <message>
        <source>Blue: q0 (humans preferred the first system) · red: q1 (humans preferred the second)</source>
        <translation>蓝：q0（人工偏好第一个系统）· 红：q1（人工偏好第二个）</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1（续）</translation>
    </message>
    <message>
        <source>Cell: P(row system preferred over column system), %1 posterior mean</source>
        <translation>单元格：P(行系统优于列系统)，%1 的后验均值</translation>
    </message>
    <message>
        <source>Each cell is the calibrated probability that the row system is preferred over the column system (the headline estimate: the pooled regression when the project has human labels, otherwise Dawid–Skene); systems are in ranking order.</source>
        <translation>每个单元格是行系统优于列系统的校准概率（主估计：项目有人工标注时为合并回归，否则为 Dawid–Skene）；系统按排名顺序排列。</translation>
    </message>
    <message>
        <source>P(first system preferred) for each pair: the calibrated headline estimate of all judges and human labels (black; Dawid–Skene below it when the headline is the pooled regression), each judge&apos;s BWRS estimate (orange) and its raw observed win rate (grey). An interval that does not cross the dashed 0.5 line means one system is preferred with 95 % credibility.</source>
        <translation>每对的 P(第一个系统更优)：所有评判者和人工标注的校准主估计（黑色；主估计为合并回归时，其下为 Dawid–Skene），每个评判者的 BWRS 估计（橙色）及其原始观测胜率（灰色）。不跨越 0.5 虚线的区间表示某一系统以 95 % 的可信度更优。</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <source>Writing the HTML report…</source>
        <translation>正在写入 HTML 报告…</translation>
    </message>
    <message>
        <source>Writing the PDF report…</source>
        <translation>正在写入 PDF 报告…</translation>
    </message>
    <message>
        <source>Writing the JSON data…</source>
        <translation>正在写入 JSON 数据…</translation>
    </message>
    <message>
        <source>Writing the CSV tables…</source>
        <translation>正在写入 CSV 表格…</translation>
    </message>
    <message>
        <source>Drawing the charts…</source>
        <translation>正在绘制图表…</translation>
    </message>
    <message>
        <source>no export format chosen</source>
        <translation>未选择导出格式</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>文件名为空</translation>
    </message>
    <message>
        <source>the file name “%1” must not contain a folder</source>
        <translation>文件名“%1”不能包含文件夹</translation>
    </message>
    <message>
        <source>the folder “%1” does not exist</source>
        <translation>文件夹“%1”不存在</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>could not make %1</source>
        <translation>无法创建 %1</translation>
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
        <translation>   观测 · %1</translation>
    </message>
    <message>
        <source>no human label for this side</source>
        <translation>此方无人工标注</translation>
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
        <translation>未估计：%1</translation>
    </message>
    <message>
        <source>%1 vs %2 · %3</source>
        <translation>%1 对 %2 · %3</translation>
    </message>
    <message>
        <source>   Dawid–Skene · all judges</source>
        <translation>   Dawid–Skene · 所有评判者</translation>
    </message>
</context>
<context>
    <name>ReportGathering</name>
    <message>
        <source>reading the project: %1</source>
        <translation>读取项目：%1</translation>
    </message>
    <message>
        <source>reading the contexts: %1</source>
        <translation>读取上下文：%1</translation>
    </message>
    <message>
        <source>Estimating the win rates…</source>
        <translation>正在估计胜率…</translation>
    </message>
    <message>
        <source>Ranking context %1…</source>
        <translation>正在为上下文 %1 排名…</translation>
    </message>
    <message>
        <source>Context %1: %2</source>
        <translation>上下文 %1：%2</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>Ranking not available: %1</source>
        <translation>排名不可用：%1</translation>
    </message>
    <message>
        <source>row preferred over column</source>
        <translation>行优于列</translation>
    </message>
    <message>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>未估计：%1</translation>
    </message>
    <message>
        <source>prior</source>
        <translation>先验</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>观测</translation>
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
        <translation>q0（人工：第一个）</translation>
    </message>
    <message>
        <source>agreed / labelled</source>
        <translation>一致 / 已标注</translation>
    </message>
    <message>
        <source>q1 (humans: second)</source>
        <translation>q1（人工：第二个）</translation>
    </message>
    <message>
        <source>overall accuracy</source>
        <translation>总体准确率</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>胜率矩阵</translation>
    </message>
    <message>
        <source>Pairs of systems</source>
        <translation>系统配对</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>评审准确率</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>评审偏差</translation>
    </message>
    <message>
        <source>Candidate rankings</source>
        <translation>候选排名</translation>
    </message>
    <message>
        <source>Reproduction settings</source>
        <translation>复现设置</translation>
    </message>
    <message>
        <source>PairRank report: %1 — %2</source>
        <translation>PairRank 报告：%1 — %2</translation>
    </message>
    <message>
        <source>Created %1 (UTC) with PairRank %2 from %3.</source>
        <translation>由 PairRank %2 于 %1 (UTC) 根据 %3 创建。</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>P(above next)</source>
        <translation>P(高于下一名)</translation>
    </message>
    <message>
        <source>judgements</source>
        <translation>判断数</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>No judgement to measure the judges&apos; bias on.</source>
        <translation>没有可用于测量评审偏差的判断。</translation>
    </message>
    <message>
        <source>Over every judgement of the criterion, all judges together; 95 % intervals.</source>
        <translation>基于该标准的所有判断，所有评审合计；95% 区间。</translation>
    </message>
    <message>
        <source>share of decisions for the first position (0.5: none)</source>
        <translation>选择第一位置的决定比例（0.5：无偏差）</translation>
    </message>
    <message>
        <source>home advantage δ of the first position (0: none)</source>
        <translation>第一位置的主场优势 δ（0：无）</translation>
    </message>
    <message>
        <source>order consistency over pairs asked both ways (1: perfect)</source>
        <translation>双向提问配对的顺序一致性（1：完全一致）</translation>
    </message>
    <message>
        <source>diagnostic</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估计</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>比较数</translation>
    </message>
    <message>
        <source>No ranking could be computed.</source>
        <translation>无法计算排名。</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>上下文 %1</translation>
    </message>
    <message>
        <source>%1 more contexts are in the CSV and JSON exports.</source>
        <translation>另有 %1 个上下文见 CSV 和 JSON 导出。</translation>
    </message>
    <message>
        <source>Judges</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>prompt SHA-256</source>
        <translation>提示词 SHA-256</translation>
    </message>
    <message>
        <source>Prompt of %1:</source>
        <translation>%1 的提示词：</translation>
    </message>
    <message>
        <source>Settings of %1:</source>
        <translation>%1 的设置：</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>scoring model</source>
        <translation>评分模型</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Configuration of run %1:</source>
        <translation>运行 %1 的配置：</translation>
    </message>
    <message>
        <source>Estimators</source>
        <translation>估计器</translation>
    </message>
    <message>
        <source>setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>criterion</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>interval level</source>
        <translation>区间水平</translation>
    </message>
    <message>
        <source>Dawid–Skene chains × draws, warm-up</source>
        <translation>Dawid–Skene 链数 × 抽样数，预热</translation>
    </message>
    <message>
        <source>Dawid–Skene seed</source>
        <translation>Dawid–Skene 种子</translation>
    </message>
    <message>
        <source>BWRS draws, out-of-range draws</source>
        <translation>BWRS 抽样数，越界抽样数</translation>
    </message>
    <message>
        <source>BWRS seed</source>
        <translation>BWRS 种子</translation>
    </message>
    <message>
        <source>ranking model, seed</source>
        <translation>排名模型，种子</translation>
    </message>
    <message>
        <source>judgements, human labels</source>
        <translation>判断，人工标注</translation>
    </message>
    <message>
        <source>PairRank version</source>
        <translation>PairRank 版本</translation>
    </message>
    <message>
        <source>created (UTC)</source>
        <translation>创建时间 (UTC)</translation>
    </message>
    <message>
        <source>project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>based on</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>%1 items; %2 human labels, %3 of them for %4; prior: %5</source>
        <translation>%1 项；%2 个人工标注，其中 %3 个针对 %4；先验：%5</translation>
    </message>
    <message>
        <source>all, with the humans</source>
        <translation>全部，含人工</translation>
    </message>
    <message>
        <source>%1 chains × %2 draws, R̂ %3</source>
        <translation>%1 条链 × %2 次抽样，R̂ %3</translation>
    </message>
    <message>
        <source>%1 of %2 judged items for %3</source>
        <translation>%3 的 %2 个已判断项中的 %1 个</translation>
    </message>
    <message>
        <source>%1 of %2 draws used</source>
        <translation>使用了 %2 次抽样中的 %1 次</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>rank range</source>
        <translation>名次范围</translation>
    </message>
    <message>
        <source>judged</source>
        <translation>已判断</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons and the human labels of the criterion (skips left out); scores are centred to mean 0.</source>
        <translation>评分模型 %1，基于评审的比较和该标准的人工标注（不含跳过）；分数以均值 0 中心化。</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons only; scores are centred to mean 0.</source>
        <translation>评分模型 %1，仅基于评审的比较；分数以均值 0 中心化。</translation>
    </message>
    <message>
        <source>%1 comparisons by judges, %2 human labels used.</source>
        <translation>使用了评审的 %1 次比较和 %2 个人工标注。</translation>
    </message>
    <message>
        <source>%1 comparisons by judges.</source>
        <translation>评审的 %1 次比较。</translation>
    </message>
    <message>
        <source>The judge&apos;s absolute ratings of %1 candidates are experts of this ranking too.</source>
        <translation>评审对 %1 个候选的绝对评分也参与了此排名。</translation>
    </message>
    <message>
        <source>Win rate = P(first system preferred). Observed: the judge&apos;s raw share of wins. BWRS: Bayesian win-rate sampling, corrected by the judge&apos;s accuracy against the humans. Pooled regression: the human win rate over the pair&apos;s items, from one regression of the human labels on all judges&apos; verdicts across every pair. Dawid–Skene: all judges and human labels jointly, under the prior setting shown.</source>
        <translation>胜率 = P(第一个系统更优)。观测：评判者原始的获胜比例。BWRS：贝叶斯胜率抽样，按评判者相对于人工的准确率校正。合并回归：该对项目上的人工胜率，由跨所有对将人工标注对所有评判者裁决做一次回归得到。Dawid–Skene：所有评判者与人工标注联合，采用所示的先验设置。</translation>
    </message>
    <message>
        <source>The matrix and the summary use the %1 estimates.</source>
        <translation>矩阵和摘要使用 %1 的估计。</translation>
    </message>
    <message>
        <source>Pooled regression</source>
        <translation>合并回归</translation>
    </message>
    <message>
        <source>all, with the humans of every pair</source>
        <translation>全部，含每对的人工标注</translation>
    </message>
    <message>
        <source>R̂ %1, effective draws %2</source>
        <translation>R̂ %1，有效抽样数 %2</translation>
    </message>
    <message>
        <source>λ %1, %2 human labels</source>
        <translation>λ %1，%2 个人工标注</translation>
    </message>
    <message>
        <source>PPI++: prediction-powered inference, the human labels corrected by the judges&apos; verdicts on every item as far as the verdicts prove to help (λ); it needs a random sample of human labels.</source>
        <translation>PPI++：预测驱动推断，在评判者的裁决被证明有用的程度（λ）内，用其对每一项的裁决校正人工标注；它需要人工标注的随机样本。</translation>
    </message>
    <message>
        <source>PPI++</source>
        <translation>PPI++</translation>
    </message>
    <message>
        <source>pooled regression chains × draws kept, warm-up</source>
        <translation>合并回归 链数 × 保留抽样数，预热</translation>
    </message>
    <message>
        <source>pooled regression seed</source>
        <translation>合并回归种子</translation>
    </message>
    <message>
        <source>length bias: slope of logit p per 1,000 characters, quality held fixed by reference scores or human labels (0: none)</source>
        <translation>长度偏差：用参考分数或人工标注固定质量后，每 1,000 字符 logit p 的斜率（0：无）</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
    <message>
        <source>%1 more candidates of this context are in the CSV and JSON exports.</source>
        <translation>此上下文的其余 %1 个候选项见 CSV 和 JSON 导出。</translation>
    </message>
</context>
<context>
    <name>ReportSummary</name>
    <message>
        <source>The %1 % interval lies above 50 %: %2 is preferred over %3 with at least %1 % credibility.</source>
        <translation>%1% 区间高于 50%：%2 以至少 %1% 的可信度优于 %3。</translation>
    </message>
    <message>
        <source>The %1 % interval lies below 50 %: %3 is preferred over %2 with at least %1 % credibility.</source>
        <translation>%1% 区间低于 50%：%3 以至少 %1% 的可信度优于 %2。</translation>
    </message>
    <message>
        <source>The %1 % interval includes 50 %: the data cannot tell %2 and %3 apart with confidence.</source>
        <translation>%1% 区间包含 50%：数据无法可靠地区分 %2 和 %3。</translation>
    </message>
    <message numerus="yes">
        <source>Criterion “%1”: %n system(s) compared, from %2 LLM judgements and %3 human labels.</source>
        <translation>
            <numerusform>标准“%1”：比较了 %n 个系统，基于 %2 个 LLM 判断和 %3 个人工标注。</numerusform>
        </translation>
    </message>
    <message>
        <source>No ranking of the systems could be made.</source>
        <translation>无法对系统排名。</translation>
    </message>
    <message>
        <source>%1 ranks first: on average it is preferred in %2 % of comparisons against the systems it was compared with.</source>
        <translation>%1 排名第一：与它比较过的系统相比，平均在 %2% 的比较中更受偏好。</translation>
    </message>
    <message>
        <source>%1 ranks first.</source>
        <translation>%1 排名第一。</translation>
    </message>
    <message>
        <source>%1 and %2: no calibrated win rate (see the warnings and the pair details).</source>
        <translation>%1 和 %2：无校准胜率（见警告和配对详情）。</translation>
    </message>
    <message>
        <source>%1 over %2: preferred in %3 % of comparisons (%4 % interval %5–%6 %), a margin of %7 percentage points over a tie. %8</source>
        <translation>%1 优于 %2：在 %3% 的比较中更受偏好（%4% 区间 %5–%6%），比平局高 %7 个百分点。%8</translation>
    </message>
    <message>
        <source>Judge %1 agreed with the human labels on %2 % of the %3 items both labelled.</source>
        <translation>评审 %1 在双方都标注的 %3 项中，与人工标注的一致率为 %2%。</translation>
    </message>
    <message>
        <source>Judge %1 has no item labelled by humans too: its accuracy is unknown.</source>
        <translation>评审 %1 没有同时经人工标注的项：其准确率未知。</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) below qualify these numbers.</source>
        <translation>
            <numerusform>下方 %n 条警告对这些数字有所限定。</numerusform>
        </translation>
    </message>
    <message>
        <source>pooled regression</source>
        <translation>合并回归</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid–Skene</translation>
    </message>
    <message>
        <source>The win rates are the human win rates over each pair&apos;s items, estimated by the pooled regression of the human labels on all judges&apos; verdicts across the pairs.</source>
        <translation>胜率为每对项目上的人工胜率，由跨所有对将人工标注对所有评判者裁决做合并回归估计。</translation>
    </message>
    <message>
        <source>The win rates are the joint Dawid–Skene estimates of all judges and human labels.</source>
        <translation>胜率为所有评判者与人工标注的联合 Dawid–Skene 估计。</translation>
    </message>
    <message>
        <source>Criterion “%1”: no win rates, because %2. Below, each judge&apos;s agreement with the people on the pairs of texts both judged (%3 LLM judgements, %4 human labels); the first text of a pair is the one imported first.</source>
        <extracomment>%1: the criterion; %2: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>标准“%1”：没有胜率，因为 %2。下面是每个评审在双方都判断过的文本对上与人工的一致情况（%3 条 LLM 判断，%4 条人工标注）；每对中的第一个文本是先导入的那个。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Ranking texts with pairwise comparisons by LLM judges and people.</source>
        <translation>由 LLM 评审和人工通过成对比较为文本排名。</translation>
    </message>
    <message>
        <source>Open the demo project, start a run, save every tab as &lt;folder&gt;/&lt;tab&gt;.png and quit.</source>
        <translation>打开演示项目，开始运行，将每个标签页保存为 &lt;folder&gt;/&lt;tab&gt;.png 后退出。</translation>
    </message>
    <message>
        <source>The project file or server address (postgresql://…) to open (default: the last one, or the demo project on first start).</source>
        <translation>要打开的项目文件或服务器地址（postgresql://…）（默认：上次打开的项目，首次启动时为演示项目）。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AboutDialog</name>
    <message>
        <source>About PairRank</source>
        <translation>关于 PairRank</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;Ranking texts with pairwise comparisons by LLM judges and people.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;由 LLM 评审和人工通过成对比较为文本排名。&lt;/p&gt;&lt;p&gt;基于 MIT 许可证的自由软件。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Demo data provenance</source>
        <translation>演示数据来源</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo project data&lt;/b&gt;</source>
        <translation>&lt;b&gt;演示项目数据&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AgreementTableModel</name>
    <message>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>比较对象</translation>
    </message>
    <message>
        <source>Shared pairs</source>
        <translation>共同配对</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致率</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>judge “%1”</source>
        <translation>评审“%1”</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AnnotateTab</name>
    <message numerus="yes">
        <source>Fleiss&apos; κ over %n pair(s) labelled by every annotator: %1</source>
        <translation>
            <numerusform>对所有标注者都标注过的 %n 个配对的 Fleiss κ：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleiss&apos; κ: %1</source>
        <translation>Fleiss κ：%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>标注者</translation>
    </message>
    <message>
        <source>Your name: every label is stored with it</source>
        <translation>您的名字：每个标注都会与其一起保存</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Where the next pair comes from</source>
        <translation>下一个配对的来源</translation>
    </message>
    <message>
        <source>Most uncertain for the ranking</source>
        <translation>对排名最不确定的</translation>
    </message>
    <message>
        <source>Most useful to calibrate the judge</source>
        <translation>对校准评审最有用的</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Target number of labels</source>
        <translation>目标标注数</translation>
    </message>
    <message>
        <source>Labels against the target</source>
        <translation>标注进度</translation>
    </message>
    <message>
        <source>%v of %m labels</source>
        <translation>%v / %m 个标注</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>标准：</translation>
    </message>
    <message>
        <source>Next pair:</source>
        <translation>下一对：</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Text A, on the left</source>
        <translation>文本 A（左）</translation>
    </message>
    <message>
        <source>Text B, on the right</source>
        <translation>文本 B（右）</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致率</translation>
    </message>
    <message>
        <source>Agreement of the annotators and the judge</source>
        <translation>标注者与评审的一致性</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>&amp;A is better</source>
        <translation>A 更好(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Tie: equally good</source>
        <translation>平局：一样好(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;B is better</source>
        <translation>B 更好(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>跳过(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Undo last label</source>
        <translation>撤销上一个标注(&amp;U)</translation>
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
        <translation>请打开项目以进行标注。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; (press A if this one is better)</source>
        <translation>&lt;b&gt;A&lt;/b&gt;（若此项更好请按 A）</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (press B if this one is better)</source>
        <translation>&lt;b&gt;B&lt;/b&gt;（若此项更好请按 B）</translation>
    </message>
    <message>
        <source>Why this pair: %1</source>
        <translation>选择此配对的原因：%1</translation>
    </message>
    <message>
        <source>%1 of %2 labels</source>
        <translation>%1 / %2 个标注</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>您的名字</translation>
    </message>
    <message>
        <source>&lt;b&gt;Type your name here to start&lt;/b&gt; (every label is stored with it), then press Enter.</source>
        <translation>&lt;b&gt;在此输入您的名字以开始&lt;/b&gt;（每个标注都会与其一起保存），然后按 Enter。</translation>
    </message>
    <message>
        <source>Annotator name needed</source>
        <translation>需要标注者名字</translation>
    </message>
    <message>
        <source>A&amp;nnotator:</source>
        <translation>标注者(&amp;N)：</translation>
    </message>
    <message>
        <source>Annotation status</source>
        <translation>标注状态</translation>
    </message>
    <message>
        <source>Type your name in the Annotator field above to start labelling.</source>
        <translation>请在上方的“标注者”栏中输入您的名字以开始标注。</translation>
    </message>
    <message>
        <source>This project has no criterion yet, so there is nothing to label under. Add a criterion (what “better” means) first, for instance with a judge&apos;s prompt under Judges…, then come back.</source>
        <translation>此项目还没有标准，因此无从标注。请先添加一个标准（即“更好”的含义），例如在“评审…”中通过评审的提示词添加，然后再回来。</translation>
    </message>
    <message>
        <source>Looking for a pair to label…</source>
        <translation>正在查找要标注的配对…</translation>
    </message>
    <message>
        <source>No pair left to label: every pair from this source is labelled. Choose another source or criterion.</source>
        <translation>没有剩余可标注的配对：此来源的所有配对均已标注。请选择其他来源或标准。</translation>
    </message>
    <message>
        <source>Pairs a run asks people about</source>
        <translation>运行请人判断的配对</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CalibrationTab</name>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Estimates per pair of systems and judge (95 % intervals)</source>
        <translation>每对系统和每个评审的估计（95% 区间）</translation>
    </message>
    <message>
        <source>Estimates</source>
        <translation>估计</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Prior setting</source>
        <translation>先验设置</translation>
    </message>
    <message>
        <source>How the judge&apos;s accuracy is learnt (paper 004 §4.3): from this pair&apos;s human labels, from the most similar other pair, or not at all</source>
        <translation>如何学习评审的准确率（论文 004 §4.3）：根据此配对的人工标注、最相似的其他配对，或不学习</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>In-distribution (this pair&apos;s labels)</source>
        <translation>分布内（此配对的标注）</translation>
    </message>
    <message>
        <source>Out-of-distribution (closest pair)</source>
        <translation>分布外（最接近的配对）</translation>
    </message>
    <message>
        <source>No prior (no human labels)</source>
        <translation>无先验（无人工标注）</translation>
    </message>
    <message>
        <source>Re&amp;compute</source>
        <translation>重新计算(&amp;C)</translation>
    </message>
    <message>
        <source>Compute the report again from the project&apos;s current labels</source>
        <translation>根据项目当前的标注重新计算报告</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Computing the report</source>
        <translation>正在计算报告</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>标准(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Prior:</source>
        <translation>先验(&amp;P)：</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>胜率矩阵</translation>
    </message>
    <message>
        <source>Systems ranking</source>
        <translation>系统排名</translation>
    </message>
    <message>
        <source>Judge accuracy against the humans</source>
        <translation>评审相对人工的准确率</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>评审准确率</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>评审偏差</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Open a project to see its calibrated win rates.</source>
        <translation>打开项目以查看其校准胜率。</translation>
    </message>
    <message>
        <source>%1. %2 — average win rate %3</source>
        <translation>%1. %2 — 平均胜率 %3</translation>
    </message>
    <message>
        <source>%1. %2 — not compared</source>
        <translation>%1. %2 — 未比较</translation>
    </message>
    <message>
        <source>Best system: %1, preferred in %2 of its comparisons on average (calibrated).</source>
        <translation>最佳系统：%1，平均在其 %2 的比较中更受偏好（已校准）。</translation>
    </message>
    <message>
        <source>Chooses the first position: %1</source>
        <translation>选择第一位置：%1</translation>
    </message>
    <message>
        <source>Same winner in both orders: %1</source>
        <translation>两种顺序下胜者相同：%1</translation>
    </message>
    <message>
        <source>No judgements to diagnose.</source>
        <translation>没有可诊断的判断。</translation>
    </message>
    <message>
        <source>None: every pair has enough human labels and usable judges.</source>
        <translation>无：每个配对都有足够的人工标注和可用的评审。</translation>
    </message>
    <message>
        <source>%1 and %2 of “%3”.</source>
        <comment>human labels and judgements of a criterion</comment>
        <translation>“%3”的 %1和 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%n human label(s)</source>
        <translation>
            <numerusform>%n 个人工标注</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s)</source>
        <translation>
            <numerusform>%n 个判断</numerusform>
        </translation>
    </message>
    <message>
        <source>No calibrated report yet: %1</source>
        <translation>尚无校准报告：%1</translation>
    </message>
    <message>
        <source>The criterion whose win rates are shown</source>
        <translation>显示其胜率的标准</translation>
    </message>
    <message>
        <source>The win rates, judge accuracies and warnings below are computed from the judgements and human labels of this criterion only.</source>
        <translation>下方的胜率、评审准确率和警告仅根据此标准的判断和人工标注计算。</translation>
    </message>
    <message>
        <source>The calibrated estimates correct the judge by its accuracy against the human labels. In-distribution uses the labels of the same pair of systems; out-of-distribution borrows them from the closest other pair; no prior uses none. Automatic picks what the labels allow.</source>
        <translation>校准估计按评审相对人工标注的准确率对评审进行校正。分布内使用同一对系统的标注；分布外借用最接近的其他配对的标注；无先验则不使用标注。自动会根据现有标注选择合适的方式。</translation>
    </message>
    <message>
        <source>The computation was cancelled. Press Recompute to compute the report.</source>
        <translation>计算已取消。按“重新计算”以计算报告。</translation>
    </message>
    <message>
        <source>Win rates (%1): P(row system preferred over column system)</source>
        <translation>胜率（%1）：P(行系统优于列系统)</translation>
    </message>
    <message>
        <source>Length bias beyond quality (logit per 1,000 characters): %1</source>
        <translation>排除质量后的长度偏差（每 1,000 字符的 logit）：%1</translation>
    </message>
    <message>
        <source>Length bias: not measured; %1.</source>
        <extracomment>%1: why, e.g. &quot;too few judged pairs have reference scores or human labels&quot;</extracomment>
        <translation>长度偏差：未测量；%1。</translation>
    </message>
    <message>
        <source>The report appears here once the project has a criterion and judgements.</source>
        <translation>项目有了标准和判断后，报告会显示在这里。</translation>
    </message>
    <message>
        <source>No win rates: %1. The judges&apos; accuracy is over the pairs people labelled, the text imported first as the first.</source>
        <extracomment>%1: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>没有胜率：%1。评审的准确率基于人工标注过的文本对，先导入的文本视为第一个。</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
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
        <translation>失败</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>tie (%1)</source>
        <translation>平局 (%1)</translation>
    </message>
    <message>
        <source>first</source>
        <translation>第一</translation>
    </message>
    <message>
        <source>second</source>
        <translation>第二</translation>
    </message>
    <message>
        <source>No answer to use: this attempt is not part of the ranking.</source>
        <translation>没有可用的回答：此次尝试不计入排名。</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than %1</source>
        <translation>此候选优于 %1 的概率</translation>
    </message>
    <message>
        <source>Judged %1</source>
        <translation>判断于 %1</translation>
    </message>
    <message>
        <source>The probability that this candidate is better, as the judge answered; or why the attempt gave no answer</source>
        <translation>评审回答的此候选更好的概率；或此次尝试未给出回答的原因</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
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
        <translation>上下文</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Reference %1</source>
        <translation>参考 %1</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidatesTab</name>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>导入候选(&amp;I)…</translation>
    </message>
    <message>
        <source>Context filter</source>
        <translation>上下文筛选</translation>
    </message>
    <message>
        <source>System filter</source>
        <translation>系统筛选</translation>
    </message>
    <message>
        <source>Search text and ids</source>
        <translation>搜索文本和 ID</translation>
    </message>
    <message>
        <source>Search candidates</source>
        <translation>搜索候选</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>导入候选</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>上下文：</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>系统：</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>候选文本</translation>
    </message>
    <message>
        <source>Select a candidate to read its full text.</source>
        <translation>选择一个候选以阅读其全文。</translation>
    </message>
    <message>
        <source>All contexts</source>
        <translation>所有上下文</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>所有系统</translation>
    </message>
    <message>
        <source>(no system)</source>
        <translation>（无系统）</translation>
    </message>
    <message>
        <source>Could not load candidates: %1</source>
        <translation>无法加载候选：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n 个候选</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 candidates loaded; scroll for more</source>
        <translation>已加载 %1 个候选；滚动以加载更多</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConnectServerDialog</name>
    <message>
        <source>Or the parts</source>
        <translation>或分别填写</translation>
    </message>
    <message>
        <source>Connect to Server</source>
        <translation>连接服务器</translation>
    </message>
    <message>
        <source>Connection URI or service name</source>
        <translation>连接 URI 或服务名</translation>
    </message>
    <message>
        <source>A postgresql:// address as psql takes it, or the name of a service in pg_service.conf</source>
        <translation>psql 接受的 postgresql:// 地址，或 pg_service.conf 中的服务名</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>local socket</source>
        <translation>本地套接字</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>您的登录名</translation>
    </message>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>Prefer TLS</source>
        <translation>优先使用 TLS</translation>
    </message>
    <message>
        <source>Require TLS</source>
        <translation>要求 TLS</translation>
    </message>
    <message>
        <source>Require TLS and verify the server</source>
        <translation>要求 TLS 并验证服务器</translation>
    </message>
    <message>
        <source>No TLS</source>
        <translation>不使用 TLS</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>TLS(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>No password here: it comes from ~/.pgpass, the service file or PGPASSWORD, or PairRank asks for it and forgets it when it quits.</source>
        <translation>此处不填密码：密码来自 ~/.pgpass、服务文件或 PGPASSWORD，否则 PairRank 会询问，并在退出时忘记。</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>连接(&amp;N)</translation>
    </message>
    <message>
        <source>Type a postgresql:// address or a service name.</source>
        <translation>请输入 postgresql:// 地址或服务名。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConvergenceChart</name>
    <message>
        <source>Convergence</source>
        <translation>收敛</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>比较次数</translation>
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
        <translation>熵</translation>
    </message>
    <message>
        <source>Entropy (nats)</source>
        <translation>熵 (nats)</translation>
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
            <numerusform>已被 %n 个判断使用；其提示词已固定</numerusform>
        </translation>
    </message>
    <message>
        <source>Not used by any judgement yet; its prompt can be changed</source>
        <translation>尚未被任何判断使用；其提示词可以更改</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::EndpointTableModel</name>
    <message>
        <source>in service</source>
        <translation>服务中</translation>
    </message>
    <message>
        <source>taken out</source>
        <translation>已移出</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Requests at a server now, of the most it may have at once.</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Answers/s</source>
        <translation>回答/秒</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Taken out</source>
        <translation>移出次数</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ExportReportDialog</name>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>Every file starts with this name, e.g. name.html, name.pdf, name-pairs.csv, name-win-rate-matrix.png.</source>
        <translation>每个文件都以此名称开头，例如 name.html、name.pdf、name-pairs.csv、name-win-rate-matrix.png。</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>文件名(&amp;N)：</translation>
    </message>
    <message>
        <source>HTML report (charts embedded)</source>
        <translation>HTML 报告（内嵌图表）</translation>
    </message>
    <message>
        <source>PDF report</source>
        <translation>PDF 报告</translation>
    </message>
    <message>
        <source>CSV tables (pairs, matrix, accuracy, rankings)</source>
        <translation>CSV 表格（配对、矩阵、准确率、排名）</translation>
    </message>
    <message>
        <source>JSON data (described by report.schema.json)</source>
        <translation>JSON 数据（由 report.schema.json 描述）</translation>
    </message>
    <message>
        <source>Charts as PNG</source>
        <translation>PNG 图表</translation>
    </message>
    <message>
        <source>Charts as SVG</source>
        <translation>SVG 图表</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export the report to</source>
        <translation>将报告导出到</translation>
    </message>
    <message>
        <source>Enter a file name.</source>
        <translation>请输入文件名。</translation>
    </message>
    <message>
        <source>The file name must not contain a folder.</source>
        <translation>文件名不能包含文件夹。</translation>
    </message>
    <message>
        <source>Choose at least one format.</source>
        <translation>请至少选择一种格式。</translation>
    </message>
    <message>
        <source>Replace files?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <source>These files exist and will be replaced:
%1</source>
        <translation>以下文件已存在，将被替换：
%1</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Browse for the folder</source>
        <translation>浏览文件夹</translation>
    </message>
    <message>
        <source>Enter a folder.</source>
        <translation>请输入文件夹。</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>The folder does not exist yet; Export offers to create it.</source>
        <translation>文件夹尚不存在；点击“导出”时会提示创建。</translation>
    </message>
    <message>
        <source>Create the folder?</source>
        <translation>创建文件夹？</translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Create it and export there?</source>
        <translation>文件夹 %1 不存在。是否创建该文件夹并导出到其中？</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>创建(&amp;C)</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::FailureLogModel</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>A failed pair in the run&apos;s failure log: candidate shown first, then second.</extracomment>
        <translation>%1 对 %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HelpBrowser</name>
    <message>
        <source>User guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>指南页面</translation>
    </message>
    <message>
        <source>Find in page</source>
        <translation>在页面中查找</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>The guide&apos;s table of contents</source>
        <translation>指南的目录</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>方法(&amp;M)</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>评分模型、选择策略和估计器说明</translation>
    </message>
    <message>
        <source>PairRank User Guide</source>
        <translation>PairRank 用户指南</translation>
    </message>
    <message>
        <source>%1 — PairRank User Guide</source>
        <translation>%1 — PairRank 用户指南</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HumanLabelCommand</name>
    <message>
        <source>Label %1</source>
        <translation>标注 %1</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>跳过</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportFilePage</name>
    <message>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <source>Candidates are read from CSV, TSV or JSON Lines files in UTF-8.</source>
        <translation>从 UTF-8 编码的 CSV、TSV 或 JSON Lines 文件读取候选。</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>要导入的文件</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>文件格式</translation>
    </message>
    <message>
        <source>Automatic (from the file name)</source>
        <translation>自动（根据文件名）</translation>
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
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Browse for the file</source>
        <translation>浏览文件</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>格式(&amp;O)：</translation>
    </message>
    <message>
        <source>Import Candidates</source>
        <translation>导入候选</translation>
    </message>
    <message>
        <source>Candidate files (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>候选文件 (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>文件 %1 不存在。</translation>
    </message>
    <message>
        <source>Choose the format: %1</source>
        <translation>请选择格式：%1</translation>
    </message>
    <message>
        <source>The CSV, TSV or JSON Lines file to import</source>
        <translation>要导入的 CSV、TSV 或 JSON Lines 文件</translation>
    </message>
    <message>
        <source>A UTF-8 file with one candidate per row (CSV, TSV) or per line (JSON Lines). Nothing is imported before the last page has checked every record.</source>
        <translation>UTF-8 编码的文件，每个候选占一行（CSV、TSV 为一个数据行，JSON Lines 为一行）。在最后一页检查完每条记录之前，不会导入任何内容。</translation>
    </message>
    <message>
        <source>How the file is read</source>
        <translation>文件的读取方式</translation>
    </message>
    <message>
        <source>Automatic reads the format from the file name&apos;s ending (.csv, .tsv, .jsonl); choose it here for a file named otherwise.</source>
        <translation>“自动”根据文件名的扩展名（.csv、.tsv、.jsonl）确定格式；若文件名不是这些扩展名，请在此处选择格式。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportMappingPage</name>
    <message>
        <source>Map the columns</source>
        <translation>映射列</translation>
    </message>
    <message>
        <source>Say which column holds what. The table shows the file&apos;s first rows.</source>
        <translation>指定各列的内容。表格显示文件的前几行。</translation>
    </message>
    <message>
        <source>Candidate id column</source>
        <translation>候选 ID 列</translation>
    </message>
    <message>
        <source>Text column</source>
        <translation>文本列</translation>
    </message>
    <message>
        <source>Context id column</source>
        <translation>上下文 ID 列</translation>
    </message>
    <message>
        <source>Context for every row</source>
        <translation>每行的上下文</translation>
    </message>
    <message>
        <source>Context text column</source>
        <translation>上下文文本列</translation>
    </message>
    <message>
        <source>System column</source>
        <translation>系统列</translation>
    </message>
    <message>
        <source>Reference score columns</source>
        <translation>参考分数列</translation>
    </message>
    <message>
        <source>Preview of the first rows</source>
        <translation>前几行预览</translation>
    </message>
    <message>
        <source>Candidate &amp;id:</source>
        <translation>候选 ID(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>文本(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Context id:</source>
        <translation>上下文 ID(&amp;C)：</translation>
    </message>
    <message>
        <source>Context for rows &amp;without one:</source>
        <translation>无上下文的行使用(&amp;W)：</translation>
    </message>
    <message>
        <source>Context te&amp;xt:</source>
        <translation>上下文文本(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>系统(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Reference scores:</source>
        <translation>参考分数(&amp;R)：</translation>
    </message>
    <message>
        <source>Reading the first rows…</source>
        <translation>正在读取前几行…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) of the file.</source>
        <translation>
            <numerusform>文件的前 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message numerus="yes">
        <source>Only the first %n row(s) can be read: %1</source>
        <translation>
            <numerusform>只能读取前 %n 行：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>The column with each candidate&apos;s unique id</source>
        <translation>包含每个候选唯一 ID 的列</translation>
    </message>
    <message>
        <source>Every candidate needs an id that no other row of the file and no candidate of the project has; a row without one, or with an id used already, is refused.</source>
        <translation>每个候选都需要一个 ID，且不能与文件中其他行或项目中任何候选的 ID 相同；没有 ID 或 ID 已被使用的行会被拒绝。</translation>
    </message>
    <message>
        <source>The column with the text to be compared</source>
        <translation>包含待比较文本的列</translation>
    </message>
    <message>
        <source>The text the judges and annotators read; another column than the id. An empty text is kept (a model&apos;s empty answer is a candidate too).</source>
        <translation>评审和标注者阅读的文本；须为 ID 列以外的列。空文本会被保留（模型的空回答也是一个候选）。</translation>
    </message>
    <message>
        <source>The column that groups candidates (optional)</source>
        <translation>对候选分组的列（可选）</translation>
    </message>
    <message>
        <source>Candidates are only compared within their context, e.g. the summaries of one article. (none): every row gets the context below.</source>
        <translation>候选只在其上下文内相互比较，例如同一篇文章的各个摘要。（无）：每行都使用下方的上下文。</translation>
    </message>
    <message>
        <source>The context of rows that name none</source>
        <translation>未指定上下文的行所用的上下文</translation>
    </message>
    <message>
        <source>The context id every row gets when no context id column is chosen: all candidates are then compared with each other.</source>
        <translation>未选择上下文 ID 列时每行使用的上下文 ID：此时所有候选都会相互比较。</translation>
    </message>
    <message>
        <source>The column with the context&apos;s text (optional)</source>
        <translation>包含上下文文本的列（可选）</translation>
    </message>
    <message>
        <source>E.g. the article that was summarised or the question that was answered; it is shown to the judge with each pair.</source>
        <translation>例如被摘要的文章或被回答的问题；它会随每个配对一起显示给评审。</translation>
    </message>
    <message>
        <source>The column naming what produced each text (optional)</source>
        <translation>标明每段文本由谁生成的列（可选）</translation>
    </message>
    <message>
        <source>The model or author of each candidate; the Calibration tab compares systems by their win rates.</source>
        <translation>每个候选的模型或作者；“校准”标签页按胜率比较各系统。</translation>
    </message>
    <message>
        <source>Numeric columns to keep as reference scores</source>
        <translation>作为参考分数保留的数值列</translation>
    </message>
    <message>
        <source>Scores known beforehand, e.g. human ratings: the Ranking tab and the simulated judge can use them. Only numeric columns are offered.</source>
        <translation>事先已知的分数，例如人工评分：“排名”标签页和模拟评审可以使用它们。仅提供数值列。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportValidationPage</name>
    <message>
        <source>Check before importing</source>
        <translation>导入前检查</translation>
    </message>
    <message>
        <source>Every record is checked; nothing is written until you press Import.</source>
        <translation>将检查每条记录；在您点击“导入”之前不会写入任何内容。</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>发现的问题</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Checking the file</source>
        <translation>正在检查文件</translation>
    </message>
    <message>
        <source>The check was cancelled. Go back and forth to check again.</source>
        <translation>检查已取消。后退再前进即可重新检查。</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) checked; no problem found. Press Import to import them.</source>
        <translation>
            <numerusform>已检查 %n 条记录，未发现问题。点击“导入”进行导入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n problem(s) found; the first ones are listed.</source>
        <translation>
            <numerusform>发现超过 %n 个问题；仅列出前面的部分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>发现 %n 个问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing will be imported until the file is corrected.</source>
        <translation>文件更正之前不会导入任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n record(s)…</source>
        <translation>
            <numerusform>正在导入 %n 条记录…</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing candidates</source>
        <translation>正在导入候选</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>导入已取消；未导入任何内容。</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>未导入任何内容。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportWizard</name>
    <message>
        <source>Import Candidates</source>
        <translation>导入候选</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>导入候选</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JobProgressBar</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop this computation</source>
        <translation>停止此计算</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeAccuracyModel</name>
    <message>
        <source>No human label preferred this side, so this accuracy is not measured.</source>
        <translation>没有人工标注偏好这一方，因此未测量此准确率。</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>The judge configuration</source>
        <translation>评审配置</translation>
    </message>
    <message>
        <source>n0</source>
        <translation>n0</translation>
    </message>
    <message>
        <source>n0: human labels that preferred the first system of the pair</source>
        <translation>n0：偏好该对中第一个系统的人工标注数</translation>
    </message>
    <message>
        <source>q0</source>
        <translation>q0</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed on the items people gave to the first system (mean [95 % interval])</source>
        <translation>q0：在人们判给第一个系统的条目上，评审与之一致的频率（均值 [95% 区间]）</translation>
    </message>
    <message>
        <source>n1</source>
        <translation>n1</translation>
    </message>
    <message>
        <source>n1: human labels that preferred the second system of the pair</source>
        <translation>n1：偏好该对中第二个系统的人工标注数</translation>
    </message>
    <message>
        <source>q1</source>
        <translation>q1</translation>
    </message>
    <message>
        <source>q1: how often the judge agreed on the items people gave to the second system (mean [95 % interval])</source>
        <translation>q1：在人们判给第二个系统的条目上，评审与之一致的频率（均值 [95% 区间]）</translation>
    </message>
    <message>
        <source>How often the judge agreed with the human label, over all items</source>
        <translation>在所有条目上，评审与人工标注一致的频率</translation>
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
        <translation>%1，模型 %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeSettingsEditor</name>
    <message>
        <source>OpenAI-compatible chat completions</source>
        <translation>OpenAI 兼容的 Chat Completions</translation>
    </message>
    <message>
        <source>OpenAI-compatible completions</source>
        <translation>OpenAI 兼容的 Completions</translation>
    </message>
    <message>
        <source>llama.cpp server (/completion)</source>
        <translation>llama.cpp 服务器 (/completion)</translation>
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
        <translation>本地模型（由 PairRank 启动）</translation>
    </message>
    <message>
        <source>Command (JSON lines on stdin/stdout)</source>
        <translation>命令（经 stdin/stdout 传输 JSON 行）</translation>
    </message>
    <message>
        <source>Simulated judge</source>
        <translation>模拟评审</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Unique in the project; runs refer to the judge by it</source>
        <translation>在项目中唯一；运行通过此名称引用评审</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>后端(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>端点(&amp;E)：</translation>
    </message>
    <message>
        <source>Base URL (http://127.0.0.1:8080) or, for a command, the program</source>
        <translation>基础 URL (http://127.0.0.1:8080)，或命令对应的程序</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>API &amp;key variable:</source>
        <translation>API 密钥变量(&amp;K)：</translation>
    </message>
    <message>
        <source>The NAME of the environment variable that holds the key, e.g. OPENAI_API_KEY. The key itself is never stored in the project.</source>
        <translation>保存密钥的环境变量的名称，例如 OPENAI_API_KEY。密钥本身从不保存在项目中。</translation>
    </message>
    <message>
        <source>API key file</source>
        <translation>API 密钥文件</translation>
    </message>
    <message>
        <source>Or a file readable only by you (mode 0600) holding the key</source>
        <translation>或仅您可读（模式 0600）的密钥文件</translation>
    </message>
    <message>
        <source>&amp;Write key file…</source>
        <translation>写入密钥文件(&amp;W)…</translation>
    </message>
    <message>
        <source>Write the API key file</source>
        <translation>写入 API 密钥文件</translation>
    </message>
    <message>
        <source>Key &amp;file:</source>
        <translation>密钥文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Requests and prices</source>
        <translation>请求与价格</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>并发数(&amp;C)：</translation>
    </message>
    <message>
        <source>Requests on the wire at once</source>
        <translation>同时进行的请求数</translation>
    </message>
    <message>
        <source>&amp;Requests per minute:</source>
        <translation>每分钟请求数(&amp;R)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>&amp;Tokens per minute:</source>
        <translation>每分钟令牌数(&amp;T)：</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>超时(&amp;I)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Attempts per pair:</source>
        <translation>每对尝试次数(&amp;A)：</translation>
    </message>
    <message>
        <source>Retries with backoff on 429, 5xx and timeouts</source>
        <translation>遇到 429、5xx 和超时时退避重试</translation>
    </message>
    <message>
        <source>&amp;Prompt price:</source>
        <translation>提示价格(&amp;P)：</translation>
    </message>
    <message>
        <source>Per million prompt tokens</source>
        <translation>每百万提示令牌</translation>
    </message>
    <message>
        <source> per million</source>
        <translation> /百万</translation>
    </message>
    <message>
        <source>Completion &amp;price:</source>
        <translation>补全价格(&amp;P)：</translation>
    </message>
    <message>
        <source>Per million completion tokens</source>
        <translation>每百万补全令牌</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>货币(&amp;U)：</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>采样</translation>
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
        <translation>无 logprobs 的采样数(&amp;W)：</translation>
    </message>
    <message>
        <source>0: fail when the server gives no logprobs; n: sample n answers</source>
        <translation>0：服务器不提供 logprobs 时失败；n：采样 n 个回答</translation>
    </message>
    <message>
        <source>N&amp;oise:</source>
        <translation>噪声(&amp;O)：</translation>
    </message>
    <message>
        <source>Position &amp;bias:</source>
        <translation>位置偏差(&amp;B)：</translation>
    </message>
    <message>
        <source>The simulated judge&apos;s home advantage δ for position A</source>
        <translation>模拟评审对位置 A 的主场优势 δ</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Hidden truth:</source>
        <translation>隐藏真值(&amp;H)：</translation>
    </message>
    <message>
        <source>The reference-score criterion used as the hidden truth; empty: drawn at random</source>
        <translation>作为隐藏真值的参考分数标准；留空：随机抽取</translation>
    </message>
    <message>
        <source>Problem with the configuration</source>
        <translation>配置有问题</translation>
    </message>
    <message>
        <source>none (e.g. OPENAI_API_KEY for a hosted API)</source>
        <translation>无（托管 API 可填写例如 OPENAI_API_KEY）</translation>
    </message>
    <message>
        <source>The name the Run tab and the command line choose this judge by. Once saved, a judge configuration cannot change: duplicate it to try other settings.</source>
        <translation>“运行”标签页和命令行通过此名称选择该评审。评审配置一旦保存便无法更改：如需尝试其他设置，请复制它。</translation>
    </message>
    <message>
        <source>The kind of server or program that answers</source>
        <translation>作答的服务器或程序的类型</translation>
    </message>
    <message>
        <source>How PairRank talks to the judge: an OpenAI-compatible server (OpenAI, vLLM, TGI, llama-server), llama.cpp&apos;s own API, Ollama, a local model PairRank starts, a command, or the simulated judge for trying things out. The judge must give log-probabilities of its answer.</source>
        <translation>PairRank 与评审的通信方式：OpenAI 兼容服务器（OpenAI、vLLM、TGI、llama-server）、llama.cpp 自有 API、Ollama、由 PairRank 启动的本地模型、命令，或用于试用的模拟评审。评审必须提供其回答的对数概率。</translation>
    </message>
    <message>
        <source>The server&apos;s address without the API path, e.g. http://127.0.0.1:8080 for a local server or https://api.openai.com for OpenAI. For a command, the program to start (no shell).</source>
        <translation>服务器地址，不含 API 路径，例如本地服务器为 http://127.0.0.1:8080，OpenAI 为 https://api.openai.com。对于命令，填写要启动的程序（不经 shell）。</translation>
    </message>
    <message>
        <source>The model name sent with each request</source>
        <translation>每个请求发送的模型名称</translation>
    </message>
    <message>
        <source>The model the server should use, as the server names it (e.g. gpt-4o-mini, or the name an Ollama or vLLM server lists). Servers that serve a single model may ignore it.</source>
        <translation>服务器应使用的模型，按服务器的命名填写（例如 gpt-4o-mini，或 Ollama、vLLM 服务器列出的名称）。只提供单个模型的服务器可能会忽略此项。</translation>
    </message>
    <message>
        <source>Set the variable before starting PairRank (export OPENAI_API_KEY=…). Only its name is saved, so a project can be shared without the key. Leave it empty for a server that wants none.</source>
        <translation>请在启动 PairRank 之前设置该变量（export OPENAI_API_KEY=…）。只保存变量名，因此共享项目时不会带上密钥。如果服务器不需要密钥，请留空。</translation>
    </message>
    <message>
        <source>Instead of an environment variable: the path of a file that holds the key and that only you can read. Write key file… creates it with those permissions.</source>
        <translation>替代环境变量的方式：保存密钥且仅您可读的文件的路径。“写入密钥文件…”会以相应权限创建该文件。</translation>
    </message>
    <message>
        <source>How many requests are sent without waiting for the answers. A local server answers faster with as many as it has parallel slots; a hosted API may refuse too many.</source>
        <translation>不等待回答即可发送的请求数。本地服务器在请求数等于其并行槽位数时作答最快；托管 API 可能拒绝过多的请求。</translation>
    </message>
    <message>
        <source>The most requests sent in a minute (0: no limit)</source>
        <translation>每分钟最多发送的请求数（0：无限制）</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s rate limit instead of being answered with HTTP 429. 0 sets no limit.</source>
        <translation>使运行不超过托管 API 的速率限制，以免收到 HTTP 429 回复。0 表示无限制。</translation>
    </message>
    <message>
        <source>The most tokens sent and received in a minute (0: no limit)</source>
        <translation>每分钟最多发送和接收的令牌数（0：无限制）</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s token rate limit. 0 sets no limit.</source>
        <translation>使运行不超过托管 API 的令牌速率限制。0 表示无限制。</translation>
    </message>
    <message>
        <source>How long an answer may take before the request is retried</source>
        <translation>请求重试前等待回答的最长时间</translation>
    </message>
    <message>
        <source>A request without an answer after this many seconds counts as failed and is tried again, up to the attempts per pair. Raise it for a slow local model.</source>
        <translation>超过此秒数仍未得到回答的请求视为失败并重试，最多达到每对尝试次数。对于较慢的本地模型，请调高此值。</translation>
    </message>
    <message>
        <source>How often a pair is asked before it is given up: a busy server (HTTP 429), a server error (5xx) or a timeout are tried again after a growing pause.</source>
        <translation>一个配对在放弃之前最多询问的次数：服务器繁忙（HTTP 429）、服务器错误（5xx）或超时都会在逐渐增长的等待后重试。</translation>
    </message>
    <message>
        <source>What a million prompt tokens cost, from the provider&apos;s price list. With the completion price it gives the run&apos;s cost and the money budget.</source>
        <translation>每百万提示令牌的价格，参见服务商的价目表。与补全价格一起用于计算运行的费用和金额预算。</translation>
    </message>
    <message>
        <source>What a million completion (answer) tokens cost. 0 for a local model.</source>
        <translation>每百万补全（回答）令牌的价格。本地模型填 0。</translation>
    </message>
    <message>
        <source>The currency of the prices, e.g. USD</source>
        <translation>价格所用的货币，例如 USD</translation>
    </message>
    <message>
        <source>Shown with the cost and the money budget; nothing is converted.</source>
        <translation>与费用和金额预算一起显示；不做任何换算。</translation>
    </message>
    <message>
        <source>The sampling temperature sent with each request</source>
        <translation>每个请求发送的采样温度</translation>
    </message>
    <message>
        <source>0 asks for the model&apos;s most likely answer; the probabilities come from the log-probabilities either way. Raise it only when sampling answers without logprobs.</source>
        <translation>0 表示要求模型给出最可能的回答；无论如何，概率都取自对数概率。仅在无 logprobs 采样回答时才调高此值。</translation>
    </message>
    <message>
        <source>How many likely first tokens the server reports</source>
        <translation>服务器报告的最可能首个令牌的数量</translation>
    </message>
    <message>
        <source>For a server that reports no log-probabilities: ask n times and count the answers, p = (answers A + 0.5) / (n + 1). Costs n requests per pair and is coarser.</source>
        <translation>适用于不报告对数概率的服务器：询问 n 次并统计回答，p = (回答 A 的次数 + 0.5) / (n + 1)。每个配对需要 n 个请求，且结果较粗略。</translation>
    </message>
    <message>
        <source>How much the simulated judge&apos;s answers scatter</source>
        <translation>模拟评审回答的离散程度</translation>
    </message>
    <message>
        <source>The simulated judge compares hidden true scores plus noise of this size: 0 always agrees with the truth, larger values make it a less reliable judge.</source>
        <translation>模拟评审比较的是隐藏的真实分数加上此大小的噪声：0 时总与真值一致，值越大评审越不可靠。</translation>
    </message>
    <message>
        <source>Positive values make the simulated judge prefer the text shown first, as real judges often do; try Home advantage in the Run tab against it.</source>
        <translation>正值会使模拟评审偏好先显示的文本，真实评审也常常如此；可用“运行”标签页中的“主场优势”来应对。</translation>
    </message>
    <message>
        <source>Makes the simulated judge&apos;s answers reproducible</source>
        <translation>使模拟评审的回答可复现</translation>
    </message>
    <message>
        <source>The same seed gives the same hidden truth and the same answers to the same pairs.</source>
        <translation>相同的种子会产生相同的隐藏真值，并对相同的配对给出相同的回答。</translation>
    </message>
    <message>
        <source>The name of an imported reference score the simulated judge treats as the truth, so that the ranking can be checked against it. Empty: true scores are drawn at random.</source>
        <translation>模拟评审视为真值的已导入参考分数的名称，以便对照检查排名。留空：随机抽取真实分数。</translation>
    </message>
    <message>
        <source>More endpoints of the same model</source>
        <translation>同一模型的更多端点</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <source>More endpoints</source>
        <translation>更多端点</translation>
    </message>
    <message>
        <source>Further servers of the same model, each with its own concurrency</source>
        <translation>提供同一模型的其他服务器，各有自己的并发数</translation>
    </message>
    <message>
        <source>A judge fleet: several servers that serve the same model (a vLLM or TGI fleet behind no load balancer, several Ollama hosts). Requests go to the server with the most free capacity; a server that stops answering is taken out and probed until it answers again, and its requests go to the others without being paid twice.</source>
        <translation>评审服务器集群：多台服务器提供同一个模型（前面没有负载均衡器的 vLLM 或 TGI 集群、多台 Ollama 主机）。请求会发往空闲容量最多的服务器；停止回答的服务器会被移出并持续探测，直到它再次回答，其请求转由其他服务器处理，且不会重复付费。</translation>
    </message>
    <message>
        <source>A&amp;dd endpoint</source>
        <translation>添加端点(&amp;D)</translation>
    </message>
    <message>
        <source>Remo&amp;ve endpoint</source>
        <translation>移除端点(&amp;V)</translation>
    </message>
    <message>
        <source>The judge&apos;s probability that A is better is read from the log-probabilities of the label words among these tokens. The default asks 5 of OpenAI-compatible completions and 20 of the others; a server that allows fewer says so, and PairRank asks it for that many from then on.</source>
        <translation>评审认为 A 更好的概率，取自这些令牌中标签词的对数概率。默认对 OpenAI 兼容的 Completions 请求 5 个，对其他后端请求 20 个；只允许更少数量的服务器会告知这一点，此后 PairRank 就按该数量向它请求。</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Endpoint concurrency</source>
        <translation>端点并发数</translation>
    </message>
    <message>
        <source>Requests on the wire at once at this endpoint</source>
        <translation>此端点同时进行的请求数</translation>
    </message>
    <message>
        <source>Each server of a fleet has its own limit; requests go to the server with the largest share of its limit free.</source>
        <translation>集群中的每台服务器都有自己的上限；请求会发往上限中空闲比例最大的服务器。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgesDialog</name>
    <message>
        <source>Judges</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Judge configurations</source>
        <translation>评审配置</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>New judge configuration</source>
        <translation>新建评审配置</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>Duplicate the judge configuration</source>
        <translation>复制评审配置</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the judge configuration</source>
        <translation>删除评审配置</translation>
    </message>
    <message>
        <source>U&amp;ndo</source>
        <translation>撤销(&amp;N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Red&amp;o</source>
        <translation>重做(&amp;O)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Test the judge</source>
        <translation>测试评审(&amp;T)</translation>
    </message>
    <message>
        <source>Test the judge</source>
        <translation>测试评审</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>测试结果</translation>
    </message>
    <message>
        <source>Raw answer of the judge</source>
        <translation>评审的原始回答</translation>
    </message>
    <message>
        <source>Raw &amp;answer:</source>
        <translation>原始回答(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>new judge</source>
        <translation>新评审</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 副本</translation>
    </message>
    <message>
        <source>“%1” is stored already and cannot be changed; duplicate it and save the copy under a new name.</source>
        <translation>“%1”已保存，无法更改；请复制它并以新名称保存副本。</translation>
    </message>
    <message>
        <source>Stored judge configurations cannot be deleted from the project; the deletion was not saved.</source>
        <translation>已保存的评审配置无法从项目中删除；删除未保存。</translation>
    </message>
    <message>
        <source>Nothing to save.</source>
        <translation>没有要保存的内容。</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>未保存任何内容：%1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <source>Saved, except: %1</source>
        <translation>已保存，除了：%1</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to test on.</source>
        <translation>项目中没有可用于测试的候选配对。</translation>
    </message>
    <message>
        <source>Sending one request…</source>
        <translation>正在发送一个请求…</translation>
    </message>
    <message>
        <source>, %1 ms</source>
        <translation>，%1 毫秒</translation>
    </message>
    <message>
        <source>No probability: %1</source>
        <translation>无概率：%1</translation>
    </message>
    <message>
        <source>Type the key file&apos;s path first.</source>
        <translation>请先输入密钥文件的路径。</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>The key to write to %1 (readable only by you):</source>
        <translation>要写入 %1 的密钥（仅您可读）：</translation>
    </message>
    <message>
        <source>The key was written to %1.</source>
        <translation>密钥已写入 %1。</translation>
    </message>
    <message>
        <source>The key file could not be written: %1</source>
        <translation>无法写入密钥文件：%1</translation>
    </message>
    <message numerus="yes">
        <source>p(A is better) = %1 (%n attempt(s)</source>
        <translation>
            <numerusform>p(A 更好) = %1 (%n 次尝试</numerusform>
        </translation>
    </message>
    <message>
        <source>Judges and criteria</source>
        <translation>评审和标准</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>New crit&amp;erion…</source>
        <translation>新建标准(&amp;E)…</translation>
    </message>
    <message>
        <source>New criterion</source>
        <translation>新建标准</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Duplicate the criterion</source>
        <translation>复制标准</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the unsaved criterion</source>
        <translation>删除未保存的标准</translation>
    </message>
    <message>
        <source>What the test sends</source>
        <translation>测试发送的内容</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>评审(&amp;J)</translation>
    </message>
    <message>
        <source>Criterion &amp;prompt</source>
        <translation>标准提示词(&amp;P)</translation>
    </message>
    <message>
        <source>What the candidates are compared on (e.g. helpfulness, correctness, clarity):</source>
        <translation>候选的比较依据（例如有用性、正确性、清晰度）：</translation>
    </message>
    <message>
        <source>Name of the new criterion</source>
        <translation>新标准的名称</translation>
    </message>
    <message>
        <source>A criterion needs a name.</source>
        <translation>标准需要名称。</translation>
    </message>
    <message>
        <source>There is a criterion “%1” already.</source>
        <translation>已存在标准“%1”。</translation>
    </message>
    <message>
        <source>New criterion “%1”: adjust its prompt, then Save.</source>
        <translation>新标准“%1”：请调整其提示词，然后保存。</translation>
    </message>
    <message>
        <source>Select a judge and a criterion to test: the judge is asked with the criterion&apos;s prompt.</source>
        <translation>请选择要测试的评审和标准：将用该标准的提示词询问评审。</translation>
    </message>
    <message>
        <source>Sends one real request to the judge “%1” with the prompt of the criterion “%2”, for the pair shown in the prompt preview. Judges and criteria are independent: a run pairs one of each.</source>
        <translation>针对提示词预览中显示的配对，用标准“%2”的提示词向评审“%1”发送一次真实请求。评审和标准相互独立：每次运行各使用其中一个。</translation>
    </message>
    <message>
        <source>The criterion “%1” was not saved: %2</source>
        <translation>标准“%1”未保存：%2</translation>
    </message>
    <message>
        <source>it needs a name.</source>
        <translation>它需要名称。</translation>
    </message>
    <message>
        <source>another criterion has that name.</source>
        <translation>另一个标准已使用该名称。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The judges or criteria have changes that are not saved.</source>
        <translation>评审或标准有未保存的更改。</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>是否在关闭前保存？</translation>
    </message>
    <message>
        <source>The prompt cannot be sent: %1</source>
        <translation>无法发送提示词：%1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::MainWindow</name>
    <message>
        <source>Project contents</source>
        <translation>项目内容</translation>
    </message>
    <message>
        <source>&amp;Candidates</source>
        <translation>候选(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Ranking</source>
        <translation>排名(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>运行(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>标注(&amp;A)</translation>
    </message>
    <message>
        <source>Opening the project</source>
        <translation>正在打开项目</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>导入候选(&amp;I)…</translation>
    </message>
    <message>
        <source>Import candidates from a CSV or JSON Lines file</source>
        <translation>从 CSV 或 JSON Lines 文件导入候选</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Judges…</source>
        <translation>评审(&amp;J)…</translation>
    </message>
    <message>
        <source>Configure the LLM judges</source>
        <translation>配置 LLM 评审</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About PairRank</source>
        <translation>关于 PairRank(&amp;A)</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>显示“%1”标签页</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>没有打开的项目。</translation>
    </message>
    <message>
        <source>Create or open a project first, then import candidates into it.</source>
        <translation>请先创建或打开项目，然后再导入候选。</translation>
    </message>
    <message>
        <source>Opening %1 and checking its integrity…</source>
        <translation>正在打开 %1 并检查其完整性…</translation>
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
        <translation>没有打开的项目。请使用“文件 ▸ 新建”或“文件 ▸ 打开”。</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies when PairRank starts again.</source>
        <translation>新语言将在 PairRank 下次启动时生效。</translation>
    </message>
    <message>
        <source>Ca&amp;libration</source>
        <translation>校准(&amp;L)</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>A run is going: stop it to show another one.</source>
        <translation>有运行正在进行：请先停止它，才能显示其他运行。</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>立即重启(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>A run is going</source>
        <translation>有运行正在进行</translation>
    </message>
    <message>
        <source>A run is going. Quit PairRank anyway?</source>
        <translation>有运行正在进行。仍要退出 PairRank 吗？</translation>
    </message>
    <message>
        <source>Every answer received so far is stored. The run stops now; the next time this project is opened, Start (F5) in the Run tab continues it.</source>
        <translation>目前收到的所有回答都已保存。运行将立即停止；下次打开此项目时，可在“运行”标签页中按“开始”(F5) 继续。</translation>
    </message>
    <message>
        <source>&amp;Stop and Quit</source>
        <translation>停止并退出(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>继续运行(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>Open the user guide at the page for the current tab</source>
        <translation>打开用户指南中与当前标签页对应的页面</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>方法(&amp;M)</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>评分模型、选择策略和估计器说明</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>A run is going. Restart PairRank anyway?</source>
        <translation>有运行正在进行。仍要重启 PairRank 吗？</translation>
    </message>
    <message>
        <source>&amp;Stop and Restart</source>
        <translation>停止并重启(&amp;S)</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>%1 — PairRank (annotator)</source>
        <translation>%1 — PairRank（标注者）</translation>
    </message>
    <message>
        <source>%1 — annotator: the server lets you label pairs, not see the judgements</source>
        <translation>%1 — 标注者：服务器允许您标注成对文本，但不能查看评判结果</translation>
    </message>
    <message>
        <source>%1 — checking its integrity…</source>
        <translation>%1 — 正在检查完整性…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PairEstimatesModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对 %2</translation>
    </message>
    <message>
        <source>Systems (first vs second)</source>
        <translation>系统（第一个对第二个）</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>项数</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>人工标注</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>观测</translation>
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
        <translation>先验</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
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
        <translation>合并回归</translation>
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
        <translation>位置偏差</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>比较次数</translation>
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
        <translation>估计 δ</translation>
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
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectActions</name>
    <message>
        <source>PairRank projects (*.pairrank);;All files (*)</source>
        <translation>PairRank 项目 (*.pairrank);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>关闭项目(&amp;C)</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>打开演示项目(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>The project could not be opened.</source>
        <translation>无法打开项目。</translation>
    </message>
    <message>
        <source>The demo project could not be created.</source>
        <translation>无法创建演示项目。</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>The project could not be created.</source>
        <translation>无法创建项目。</translation>
    </message>
    <message>
        <source>The file %1 could not be replaced.</source>
        <translation>无法替换文件 %1。</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear Recent Projects</source>
        <translation>清除最近项目</translation>
    </message>
    <message>
        <source>Connect to &amp;Server…</source>
        <translation>连接服务器(&amp;S)…</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>%1 的密码：</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>服务器拒绝：%1</translation>
    </message>
    <message>
        <source>Kept in memory until PairRank quits, never saved</source>
        <translation>仅保存在内存中，直到 PairRank 退出，从不存盘</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectTreeModel</name>
    <message>
        <source>Contexts (%1)</source>
        <translation>上下文 (%1)</translation>
    </message>
    <message>
        <source>Criteria (%1)</source>
        <translation>标准 (%1)</translation>
    </message>
    <message>
        <source>Judges (%1)</source>
        <translation>评审 (%1)</translation>
    </message>
    <message>
        <source>Runs (%1)</source>
        <translation>运行 (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>imported judgements</source>
        <translation>导入的判断</translation>
    </message>
    <message>
        <source>%1
Judge: %2
Model: %3
Seed: %4
Double-click or Enter to show it in the Run tab.</source>
        <translation>%1
评审：%2
模型：%3
种子：%4
双击或按 Enter 可在“运行”标签页中显示。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PromptEditor</name>
    <message>
        <source>C&amp;riterion:</source>
        <translation>标准(&amp;R)：</translation>
    </message>
    <message>
        <source>Label word for A</source>
        <translation>A 的标签词</translation>
    </message>
    <message>
        <source>Label word for B</source>
        <translation>B 的标签词</translation>
    </message>
    <message>
        <source>Label &amp;A:</source>
        <translation>标签 A(&amp;A)：</translation>
    </message>
    <message>
        <source>Label &amp;B:</source>
        <translation>标签 B(&amp;B)：</translation>
    </message>
    <message>
        <source>Prompt template</source>
        <translation>提示词模板</translation>
    </message>
    <message>
        <source>Prompt preview</source>
        <translation>提示词预览</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>模板(&amp;T)：</translation>
    </message>
    <message>
        <source>Pre&amp;view on a pair of this project:</source>
        <translation>在本项目的一个配对上预览(&amp;V)：</translation>
    </message>
    <message>
        <source>Problem with the template</source>
        <translation>模板有问题</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to show the prompt on yet.</source>
        <translation>项目中还没有可用于显示提示词的候选配对。</translation>
    </message>
    <message>
        <source>Criterion name</source>
        <translation>标准名称</translation>
    </message>
    <message>
        <source>Criterion use</source>
        <translation>标准使用情况</translation>
    </message>
    <message>
        <source>Duplicate as a new &amp;criterion</source>
        <translation>复制为新标准(&amp;C)</translation>
    </message>
    <message>
        <source>Duplicate as a new criterion</source>
        <translation>复制为新标准</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n judgement(s), which were asked with this prompt: it cannot change any more. Duplicate it as a new criterion to ask differently.</source>
        <translation>
            <numerusform>已被 %n 个判断使用，这些判断均以此提示词提问：提示词已无法再更改。如需以不同方式提问，请将其复制为新标准。</numerusform>
        </translation>
    </message>
    <message>
        <source>No judgement uses this criterion yet: its prompt can be changed until a run asks a judge with it.</source>
        <translation>尚无判断使用此标准：在有运行用它询问评审之前，其提示词都可以更改。</translation>
    </message>
    <message>
        <source>A new criterion: saved with the judges.</source>
        <translation>新标准：将与评审一起保存。</translation>
    </message>
    <message>
        <source>No criterion is selected. Create one with “New criterion…”.</source>
        <translation>未选择标准。请用“新建标准…”创建一个。</translation>
    </message>
    <message>
        <source>Unique in the project</source>
        <translation>在项目中唯一</translation>
    </message>
    <message>
        <source>Runs refer to a stored criterion by its name</source>
        <translation>运行通过名称引用已保存的标准</translation>
    </message>
    <message>
        <source>No criterion is selected.</source>
        <translation>未选择标准。</translation>
    </message>
    <message>
        <source>The criterion needs a name.</source>
        <translation>标准需要名称。</translation>
    </message>
    <message>
        <source>What the candidates are compared on, e.g. helpfulness. Runs and reports refer to a criterion by its name, so only a new criterion can be renamed.</source>
        <translation>候选的比较依据，例如有用性。运行和报告通过名称引用标准，因此只有新标准可以重命名。</translation>
    </message>
    <message>
        <source>The word the judge answers with when the first text is better</source>
        <translation>第一个文本更好时评审回答的词</translation>
    </message>
    <message>
        <source>The judge&apos;s probability is read from the log-probabilities of the two label words as its first answer token: pick short words the prompt asks for, such as A and B or 1 and 2.</source>
        <translation>评审的概率取自两个标签词作为首个回答令牌的对数概率：请选择提示词要求的简短词语，例如 A 和 B，或 1 和 2。</translation>
    </message>
    <message>
        <source>The word the judge answers with when the second text is better</source>
        <translation>第二个文本更好时评审回答的词</translation>
    </message>
    <message>
        <source>Must differ from the word for A; the prompt tells the judge to answer with one of the two ({label_a} and {label_b}).</source>
        <translation>必须与 A 的标签词不同；提示词会要求评审用两者之一（{label_a} 和 {label_b}）作答。</translation>
    </message>
    <message>
        <source>The prompt the judge is asked with for each pair; the placeholders are replaced by the pair&apos;s texts. It can change until a judgement uses it; after that, duplicate the criterion to ask differently.</source>
        <translation>每个配对向评审提问时使用的提示词；占位符会被替换为该配对的文本。在有判断使用它之前都可以更改；之后如需以不同方式提问，请复制该标准。</translation>
    </message>
    <message>
        <source>Label word for a tie</source>
        <translation>平局的标签词</translation>
    </message>
    <message>
        <source>None: the prompt offers no tie</source>
        <translation>无：提示词不提供平局选项</translation>
    </message>
    <message>
        <source>The word the judge answers with when neither text is better; leave it empty when the prompt offers no tie</source>
        <translation>两个文本都不更好时评审回答的词；提示词不提供平局时请留空</translation>
    </message>
    <message>
        <source>Optional. When filled in, the template must offer it with {label_tie}, and a pair counts as a tie when this word is a likelier answer than the words for A and B. One word without spaces, different from those two.</source>
        <translation>可选。填写后，模板必须用 {label_tie} 提供该词；当该词比 A 和 B 的词更可能是回答时，该配对计为平局。一个不含空格的词，且与这两个词不同。</translation>
    </message>
    <message>
        <source>Tie label, if an&amp;y:</source>
        <translation>平局标签（可选）(&amp;Y)：</translation>
    </message>
    <message>
        <source>Placeholders: {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</source>
        <translation>占位符： {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RankingTab</name>
    <message>
        <source>&amp;Recompute</source>
        <translation>重新计算(&amp;R)</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Recompute the ranking</source>
        <translation>重新计算排名</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>上下文：</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>标准：</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Select a candidate to read its text and the judgements that involve it.</source>
        <translation>选择一个候选以阅读其文本和相关判断。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln judgement(s) used</source>
        <translation>
            <numerusform>使用了 %Ln 个判断</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln failed or refused</source>
        <translation>
            <numerusform>%Ln 个失败或被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>模型 %1</translation>
    </message>
    <message>
        <source>entropy %1</source>
        <translation>熵 %1</translation>
    </message>
    <message>
        <source>Spearman against the reference %1</source>
        <translation>与参考的 Spearman %1</translation>
    </message>
    <message>
        <source>No ranking: %1</source>
        <translation>无排名：%1</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>候选文本</translation>
    </message>
    <message>
        <source>All criteria</source>
        <translation>所有标准</translation>
    </message>
    <message>
        <source>Show the judgements of every criterion, not only of the one ranked</source>
        <translation>显示所有标准的判断，而不仅是当前排名所用标准的判断</translation>
    </message>
    <message>
        <source>Show failures</source>
        <translation>显示失败</translation>
    </message>
    <message>
        <source>Show the attempts that gave no answer (failed calls and refusals), in grey</source>
        <translation>以灰色显示未给出回答的尝试（失败的调用和拒绝）</translation>
    </message>
    <message>
        <source>Judgements of the selected candidate</source>
        <translation>所选候选的判断</translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of “%1” involve this candidate</source>
        <translation>
            <numerusform>“%1”的 %n 个判断涉及此候选</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of every criterion involve this candidate</source>
        <translation>
            <numerusform>所有标准的 %n 个判断涉及此候选</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or refused attempt(s) not shown</source>
        <translation>
            <numerusform>未显示 %n 次失败或被拒绝的尝试</numerusform>
        </translation>
    </message>
    <message>
        <source>the newest %1 are listed</source>
        <translation>列出了最新的 %1 个</translation>
    </message>
    <message>
        <source>live from the run</source>
        <extracomment>The Ranking tab shows the ranking of the run going on, as it changes.</extracomment>
        <translation>随运行实时更新</translation>
    </message>
    <message>
        <source>Absolute rating unreadable: %1</source>
        <translation>绝对评分无法读取：%1</translation>
    </message>
    <message>
        <source>Absolute rating: %1 (P: %2)</source>
        <translation>绝对评分：%1（P：%2）</translation>
    </message>
    <message>
        <source>No absolute rating</source>
        <translation>无绝对评分</translation>
    </message>
    <message>
        <source>Absolute rating refused: %1</source>
        <translation>绝对评分被拒绝：%1</translation>
    </message>
    <message>
        <source>Absolute rating failed: %1</source>
        <translation>绝对评分失败：%1</translation>
    </message>
    <message>
        <source>Absolute ratings of the selected candidate</source>
        <translation>所选候选的绝对评分</translation>
    </message>
    <message numerus="yes">
        <source>%Ln absolute rating(s)</source>
        <translation>
            <numerusform>%Ln 个绝对评分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln human label(s)</source>
        <translation>
            <numerusform>%Ln 条人工标注</numerusform>
        </translation>
    </message>
    <message>
        <source>no intervals above %L1 candidates</source>
        <extracomment>A ranking of a very large pool is fitted without the posterior covariance.</extracomment>
        <translation>候选超过 %L1 个，不计算区间</translation>
    </message>
    <message>
        <source>drawing intervals…</source>
        <extracomment>A very large pool&apos;s ranking is shown before its intervals, which take longer.</extracomment>
        <translation>正在抽样计算区间…</translation>
    </message>
    <message>
        <source>intervals from %L1 draws</source>
        <extracomment>A very large pool&apos;s intervals come from random draws of the posterior.</extracomment>
        <translation>区间来自 %L1 次抽样</translation>
    </message>
    <message>
        <source>entropy %1 ± %2</source>
        <extracomment>An estimated ranking entropy and its standard error (very large pools).</extracomment>
        <translation>熵 %1 ± %2</translation>
    </message>
    <message>
        <source>Search ids, systems and texts</source>
        <translation>搜索 ID、系统和文本</translation>
    </message>
    <message>
        <source>Search the ranking</source>
        <translation>搜索排名</translation>
    </message>
    <message>
        <source>%L1 of %L2 shown</source>
        <extracomment>A search of the ranking shows only the rows it matches.</extracomment>
        <translation>显示 %L1 / %L2</translation>
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
        <translation>分数的 95% 可信区间（Laplace 后验）</translation>
    </message>
    <message>
        <source>95 % interval of the rank, from draws of the posterior</source>
        <translation>名次的 95% 区间，来自后验抽样</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than the next one down</source>
        <translation>此候选优于下一名的概率</translation>
    </message>
    <message>
        <source>Judgements that involve this candidate</source>
        <translation>涉及此候选的判断</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>Rank interval</source>
        <translation>名次区间</translation>
    </message>
    <message>
        <source>P(&gt; next)</source>
        <translation>P(&gt; 下一名)</translation>
    </message>
    <message>
        <source>Judgements</source>
        <translation>判断数</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ReportExportJob</name>
    <message>
        <source>Exporting the report…</source>
        <translation>正在导出报告…</translation>
    </message>
    <message>
        <source>Report exported</source>
        <translation>报告已导出</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1.</source>
        <translation>
            <numerusform>已将 %n 个文件写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The report could not be exported.</source>
        <translation>无法导出报告。</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunHistory</name>
    <message>
        <source>Comparisons</source>
        <translation>比较次数</translation>
    </message>
    <message>
        <source>Elapsed (s)</source>
        <translation>已用时间 (秒)</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Entropy</source>
        <translation>熵</translation>
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
        <translation>判断/秒</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>花费</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunProgressPanel</name>
    <message>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估计</translation>
    </message>
    <message>
        <source>Run state</source>
        <translation>运行状态</translation>
    </message>
    <message>
        <source>Comparisons done</source>
        <translation>已完成的比较</translation>
    </message>
    <message>
        <source>%v of %m comparisons (%p%)</source>
        <translation>%v / %m 次比较 (%p%)</translation>
    </message>
    <message>
        <source>Time and cost left</source>
        <translation>剩余时间和费用</translation>
    </message>
    <message>
        <source>Estimating the cost…</source>
        <translation>正在估计费用…</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>无估计：%1</translation>
    </message>
    <message>
        <source>no price set</source>
        <translation>未设置价格</translation>
    </message>
    <message>
        <source>Estimate: %1 requests, %2 tokens, %3, %4</source>
        <translation>估计：%1 个请求，%2 个令牌，%3，%4</translation>
    </message>
    <message>
        <source> — %1 comparisons already stored</source>
        <translation> — 已保存 %1 次比较</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 judgements/s</source>
        <translation>%1 判断/秒</translation>
    </message>
    <message>
        <source>time left: %1</source>
        <translation>剩余时间：%1</translation>
    </message>
    <message>
        <source>spent: %1</source>
        <translation>已花费：%1</translation>
    </message>
    <message>
        <source>cost left: %1</source>
        <translation>剩余费用：%1</translation>
    </message>
    <message>
        <source>failures: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>reused: %1</source>
        <translation>复用：%1</translation>
    </message>
    <message>
        <source>budget used up</source>
        <translation>预算已用完</translation>
    </message>
    <message>
        <source>stopping rule met</source>
        <translation>已满足停止规则</translation>
    </message>
    <message>
        <source>every pair asked</source>
        <translation>所有配对均已询问</translation>
    </message>
    <message>
        <source>time known once the judge has answered</source>
        <translation>评审作答后即可得知时间</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <source>Start (F5) continues the run</source>
        <translation>按“开始”(F5) 继续运行</translation>
    </message>
    <message>
        <source>the judge stopped answering (%1). Check the judge with Judges… ▸ Test, then press Start (F5) to continue.</source>
        <translation>评审已停止作答 (%1)。请通过“评审… ▸ 测试”检查评审，然后按“开始”(F5) 继续。</translation>
    </message>
    <message>
        <source>Interrupted: Start (F5) continues the run</source>
        <translation>已中断：按“开始”(F5) 继续运行</translation>
    </message>
    <message>
        <source>Paused: Start (F5) continues the run</source>
        <translation>已暂停：按“开始”(F5) 继续运行</translation>
    </message>
    <message>
        <source>Finished: a larger budget and Start (F5) continue it</source>
        <translation>已完成：增大预算并按“开始”(F5) 可继续</translation>
    </message>
    <message>
        <source>Failed: Start (F5) tries again</source>
        <translation>失败：按“开始”(F5) 重试</translation>
    </message>
    <message>
        <source>at the judge: %1, waiting: %2</source>
        <translation>评审处理中：%1，等待中：%2</translation>
    </message>
    <message>
        <source>absolute ratings: %1</source>
        <translation>绝对评分：%1</translation>
    </message>
    <message>
        <source> — %1 of the requests are absolute ratings</source>
        <translation> — 其中 %1 个为绝对评分</translation>
    </message>
    <message>
        <source>human labels: %1</source>
        <extracomment>Labels people contributed to the run&apos;s model (read at its start and since).</extracomment>
        <translation>人工标注：%1</translation>
    </message>
    <message>
        <source>waiting for people: %1 (%2 of %3 labels asked)</source>
        <extracomment>The run&apos;s queue of pairs for people: how many wait for a label, how many the run put to people so far and how many its label budget allows.</extracomment>
        <translation>等待人工：%1（已请求 %2 / %3 条标注）</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunSettingsForm</name>
    <message>
        <source>Judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>评审(&amp;J)：</translation>
    </message>
    <message>
        <source>The judge configuration that answers the pairs</source>
        <translation>回答配对的评审配置</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>标准(&amp;R)：</translation>
    </message>
    <message>
        <source>What the judge compares; its prompt template is used</source>
        <translation>评审比较的内容；将使用其提示词模板</translation>
    </message>
    <message>
        <source>Model and selection</source>
        <translation>模型与选择</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>How scores are fitted from the judgements</source>
        <translation>如何根据判断拟合分数</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>From the mean p</source>
        <translation>根据平均 p</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>拟合</translation>
    </message>
    <message>
        <source>&amp;Home advantage:</source>
        <translation>主场优势(&amp;H)：</translation>
    </message>
    <message>
        <source>How the positional bias δ of position A enters the model</source>
        <translation>位置 A 的位置偏差 δ 如何进入模型</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>策略(&amp;S)：</translation>
    </message>
    <message>
        <source>Which pairs are asked next</source>
        <translation>接下来询问哪些配对</translation>
    </message>
    <message>
        <source>&amp;ε:</source>
        <translation>ε(&amp;E)：</translation>
    </message>
    <message>
        <source>The exponent of |μa − μb| in the ε strategy</source>
        <translation>ε 策略中 |μa − μb| 的指数</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>批大小(&amp;B)：</translation>
    </message>
    <message>
        <source>Pairs chosen per context and round</source>
        <translation>每个上下文每轮选择的配对数</translation>
    </message>
    <message>
        <source>Ask each pair in both orders</source>
        <translation>每对按两种顺序各问一次</translation>
    </message>
    <message>
        <source>Symmetric</source>
        <translation>对称</translation>
    </message>
    <message>
        <source>Symmetric:</source>
        <translation>对称：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;D)：</translation>
    </message>
    <message>
        <source>Makes the run reproducible</source>
        <translation>使运行可复现</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Comparisons per candidate (× N)</source>
        <translation>每个候选的比较数 (× N)</translation>
    </message>
    <message>
        <source>Comparisons per context</source>
        <translation>每个上下文的比较数</translation>
    </message>
    <message>
        <source>Com&amp;parisons:</source>
        <translation>比较数(&amp;P)：</translation>
    </message>
    <message>
        <source>A multiple of the number of candidates N, or an absolute number</source>
        <translation>候选数 N 的倍数，或一个绝对数</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>数量(&amp;A)：</translation>
    </message>
    <message>
        <source>The comparison budget of each context</source>
        <translation>每个上下文的比较预算</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>令牌(&amp;T)：</translation>
    </message>
    <message>
        <source>Prompt and completion tokens (0: no limit)</source>
        <translation>提示和补全令牌（0：无限制）</translation>
    </message>
    <message>
        <source>M&amp;oney:</source>
        <translation>金额(&amp;O)：</translation>
    </message>
    <message>
        <source>In the judge&apos;s currency (0: no limit)</source>
        <translation>以评审的货币计（0：无限制）</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>T&amp;ime:</source>
        <translation>时间(&amp;I)：</translation>
    </message>
    <message>
        <source>Running time, pauses excluded (0: no limit)</source>
        <translation>运行时间，不含暂停（0：无限制）</translation>
    </message>
    <message>
        <source> × N</source>
        <translation> × N</translation>
    </message>
    <message>
        <source>Stopping rule</source>
        <translation>停止规则</translation>
    </message>
    <message>
        <source>Only the budget</source>
        <translation>仅预算</translation>
    </message>
    <message>
        <source>Entropy below</source>
        <translation>熵低于</translation>
    </message>
    <message>
        <source>Reordering probability below</source>
        <translation>重排概率低于</translation>
    </message>
    <message>
        <source>Ranking stopped moving</source>
        <translation>排名不再变化</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>规则(&amp;U)：</translation>
    </message>
    <message>
        <source>When a context is asked nothing more</source>
        <translation>何时不再为某个上下文提问</translation>
    </message>
    <message>
        <source>Thres&amp;hold:</source>
        <translation>阈值(&amp;H)：</translation>
    </message>
    <message>
        <source>The rule&apos;s threshold X</source>
        <translation>规则的阈值 X</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>窗口(&amp;W)：</translation>
    </message>
    <message>
        <source>Comparisons over which the ranking must stay still</source>
        <translation>排名须保持不变的比较数</translation>
    </message>
    <message>
        <source>Batches ahea&amp;d:</source>
        <translation>提前批次(&amp;D)：</translation>
    </message>
    <message>
        <source>Batches chosen while earlier ones are still being answered, so that a slow judge is never idle (0: each batch waits for the one before)</source>
        <translation>在前面的批次仍在作答时就选出的批次，使慢速评审从不空闲（0：每个批次等待前一个）</translation>
    </message>
    <message>
        <source>One of the project&apos;s judge configurations (Judges… in the menu bar): the backend, model and limits of the LLM that is asked. A run keeps its judge.</source>
        <translation>项目的评审配置之一（菜单栏中的“评审…”）：所询问的 LLM 的后端、模型和限制。运行会保持其评审不变。</translation>
    </message>
    <message>
        <source>The quality the candidates are compared on. The judge is asked with this criterion&apos;s prompt template; each criterion has its own scores and ranking.</source>
        <translation>候选比较所依据的品质。向评审提问时使用此标准的提示词模板；每个标准都有各自的分数和排名。</translation>
    </message>
    <message>
        <source>The statistical model that turns the judge&apos;s answers into scores with credible intervals. The soft Bradley–Terry model uses the judge&apos;s probabilities rather than only who won; the Methods page compares the models.</source>
        <translation>将评审的回答转换为带可信区间的分数的统计模型。软 Bradley–Terry 模型使用评审给出的概率，而不仅是谁胜出；“方法”页面对各模型进行了比较。</translation>
    </message>
    <message>
        <source>Judges tend to prefer the text shown first. None assumes no bias; From the mean p takes δ from the average probability the judge gave to position A; Fitted estimates δ together with the scores.</source>
        <translation>评审往往偏好先显示的文本。“无”假定没有偏差；“根据平均 p”根据评审给位置 A 的平均概率得出 δ；“拟合”将 δ 与分数一起估计。</translation>
    </message>
    <message>
        <source>How the next pairs are chosen from the current scores: uncertainty-based strategies ask where the ranking is least certain and need fewer comparisons than random pairs for the same accuracy.</source>
        <translation>如何根据当前分数选择接下来的配对：基于不确定性的策略在排名最不确定之处提问，达到相同准确度所需的比较比随机配对更少。</translation>
    </message>
    <message>
        <source>Only for the ε-uncertainty strategy: how strongly pairs with close scores are preferred. 0 ignores the score difference; larger values focus on near ties.</source>
        <translation>仅用于 ε-不确定性策略：对分数相近的配对的偏好程度。0 忽略分数差；值越大越集中于接近平局的配对。</translation>
    </message>
    <message>
        <source>How many pairs are chosen at once before the model is updated. Larger batches keep a fast judge busy; smaller ones adapt to the answers sooner.</source>
        <translation>更新模型前一次选择的配对数。较大的批次能让快速评审保持忙碌；较小的批次能更快地根据回答进行调整。</translation>
    </message>
    <message>
        <source>With 1 or more, the next batch is chosen while the current one is still being answered, counting its pairs as asked. The run stays reproducible: the choice never depends on the order in which answers arrive.</source>
        <translation>设为 1 或更大时，会在当前批次仍在作答时就选择下一批次，并将当前批次的配对视为已询问。运行仍可复现：选择从不取决于回答到达的顺序。</translation>
    </message>
    <message>
        <source>Ask each chosen pair as A–B and as B–A</source>
        <translation>每个选中的配对按 A–B 和 B–A 各问一次</translation>
    </message>
    <message>
        <source>Every chosen pair is also asked in the other order, which cancels the judge&apos;s preference for a position at twice the cost per pair.</source>
        <translation>每个选中的配对还会按相反顺序询问，以每对两倍的费用抵消评审对位置的偏好。</translation>
    </message>
    <message>
        <source>The seed of the random choices (pairs, order of A and B). The same settings and seed choose the same pairs again.</source>
        <translation>随机选择（配对、A 和 B 的顺序）的种子。相同的设置和种子会再次选出相同的配对。</translation>
    </message>
    <message>
        <source>How the comparison budget of each context is given: as a multiple of its number of candidates N (10 × N is a common start) or as a fixed number of comparisons.</source>
        <translation>每个上下文比较预算的给定方式：候选数 N 的倍数（常以 10 × N 起步），或固定的比较次数。</translation>
    </message>
    <message>
        <source>The number of comparisons (or the multiple of N) after which a context is asked nothing more. Answers reused from the project count; failed requests do not.</source>
        <translation>达到此比较次数（或 N 的倍数）后，不再为该上下文提问。从项目中复用的回答计入其中；失败的请求不计入。</translation>
    </message>
    <message>
        <source>The run stops when its prompt and completion tokens together reach this number. 0 sets no limit.</source>
        <translation>运行的提示令牌和补全令牌合计达到此数量时，运行停止。0 表示无限制。</translation>
    </message>
    <message>
        <source>The run stops when its cost, computed from the judge&apos;s token prices, reaches this amount. 0 sets no limit.</source>
        <translation>根据评审的令牌价格计算的运行费用达到此金额时，运行停止。0 表示无限制。</translation>
    </message>
    <message>
        <source>The run stops after this many minutes of running; time spent paused does not count. 0 sets no limit.</source>
        <translation>运行时间达到此分钟数后，运行停止；暂停的时间不计入。0 表示无限制。</translation>
    </message>
    <message>
        <source>Besides the budget, a context can stop once its ranking is certain enough: its entropy or its largest probability of reordering falls below the threshold, or it stops moving over a window of comparisons.</source>
        <translation>除预算外，上下文也可以在其排名足够确定时停止：其熵或最大重排概率低于阈值，或者在一个比较窗口内不再变化。</translation>
    </message>
    <message>
        <source>The value X the rule compares with: the entropy or the probability of reordering must fall below it; for a ranking that stopped moving, the rank correlation must reach 1 − X.</source>
        <translation>规则用于比较的值 X：熵或重排概率必须低于此值；对于不再变化的排名，秩相关必须达到 1 − X。</translation>
    </message>
    <message>
        <source>Only for “Ranking stopped moving”: the scores now are compared with those this many comparisons earlier.</source>
        <translation>仅用于“排名不再变化”：将当前分数与此数量的比较之前的分数进行比较。</translation>
    </message>
    <message>
        <source>Absolute scores</source>
        <translation>绝对分数</translation>
    </message>
    <message>
        <source>Also rate every candidate once on 1…10 and join the ratings to the model; needs a criterion with an absolute template and a judge that gives token logprobs</source>
        <translation>另外对每个候选按 1…10 评分一次，并将评分加入模型；需要带绝对评分模板的标准，以及提供令牌 logprobs 的评审</translation>
    </message>
    <message>
        <source>Each candidate is rated once with the criterion&apos;s absolute template. The probabilities of the ten ratings, from the judge&apos;s token logprobs, become one more expert on the candidate&apos;s score, with the weight beside.</source>
        <translation>每个候选用标准的绝对评分模板评分一次。十个评分的概率取自评审的令牌 logprobs，成为关于该候选分数的又一个专家，其权重见旁边。</translation>
    </message>
    <message>
        <source>Absolute score weight</source>
        <translation>绝对分数权重</translation>
    </message>
    <message>
        <source>How much one absolute rating counts against the comparisons (1: as given)</source>
        <translation>一个绝对评分相对于比较的分量（1：按原样）</translation>
    </message>
    <message>
        <source>The weight of each absolute rating&apos;s expert in the product of experts: below 1 it counts less than the judge&apos;s calibrated rating, above 1 more.</source>
        <translation>每个绝对评分的专家在专家乘积中的权重：低于 1 时其分量小于评审的校准评分，高于 1 时更大。</translation>
    </message>
    <message>
        <source>Wei&amp;ght:</source>
        <translation>权重(&amp;G)：</translation>
    </message>
    <message>
        <source>Absolute scores:</source>
        <translation>绝对分数：</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>人工标注</translation>
    </message>
    <message>
        <source>Join the human labels of the criterion to the model, also those stored while the run goes on</source>
        <translation>将该准则的人工标注加入模型，包括运行期间保存的标注</translation>
    </message>
    <message>
        <source>Every human label of the criterion becomes two experts of the product, one per order, so that the judge&apos;s positional bias cancels out of them. Labels stored during the run, in the Annotate tab or by other annotators, join their context at its next refit.</source>
        <translation>该准则的每条人工标注成为乘积中的两个专家，每种顺序一个，从而抵消评判者的位置偏差。运行期间在“标注”选项卡中或由其他标注者保存的标注，会在其上下文下次重新拟合时加入。</translation>
    </message>
    <message>
        <source>Human label weight</source>
        <translation>人工标注权重</translation>
    </message>
    <message>
        <source>How much one human label counts against one judgement (1: as much)</source>
        <translation>一条人工标注相对一次评判的分量（1：相同）</translation>
    </message>
    <message>
        <source>The weight of each human label in the product of experts. People are usually more reliable than the judge: a weight above 1 lets a label outweigh several judgements.</source>
        <translation>每条人工标注在专家乘积中的权重。人通常比评判者更可靠：权重大于 1 时，一条标注可抵过多次评判。</translation>
    </message>
    <message>
        <source>Human labels:</source>
        <translation>人工标注：</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Label budget</source>
        <translation>标注预算</translation>
    </message>
    <message>
        <source>How many pairs the run may put to people; none: it asks nobody</source>
        <translation>运行最多可交给人工的配对数；无：不询问任何人</translation>
    </message>
    <message>
        <source>The run puts up to this many of the pairs its judge answered to people, chosen where a label is worth most: where the judge, recalibrated on the labels so far, is least sure and the ranking least certain. The Annotate tab offers them first; the judge is not asked their other order.</source>
        <translation>运行最多将其评判者已回答的这么多配对交给人工，选在标注最有价值之处：按已有标注重新校准后的评判者最拿不准、排名最不确定的地方。“标注”选项卡优先提供这些配对；不会再向评判者询问其相反顺序。</translation>
    </message>
    <message>
        <source>Label budget:</source>
        <translation>标注预算：</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunTab</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Start the run, or continue the stored run with these settings (F5)</source>
        <translation>开始运行，或以这些设置继续已保存的运行 (F5)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Ask nothing new; answers in flight are still stored (F6)</source>
        <translation>不再提出新问题；进行中的回答仍会保存 (F6)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>Resume the paused run (F7)</source>
        <translation>继续已暂停的运行 (F7)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Stop the run; what is stored stays, and Start continues it later (Shift+F5)</source>
        <translation>停止运行；已保存的内容保留，之后可用“开始”继续 (Shift+F5)</translation>
    </message>
    <message>
        <source>Failure log</source>
        <translation>失败日志</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>运行失败。</translation>
    </message>
    <message>
        <source>Why Start is unavailable</source>
        <translation>“开始”不可用的原因</translation>
    </message>
    <message>
        <source>The project is opening…</source>
        <translation>正在打开项目…</translation>
    </message>
    <message>
        <source>Open or create a project to start a run.</source>
        <translation>请打开或创建项目以开始运行。</translation>
    </message>
    <message>
        <source>Reading the project&apos;s judges and criteria…</source>
        <translation>正在读取项目的评审和标准…</translation>
    </message>
    <message>
        <source>The project has no judge yet: add one with Judges… in the menu bar.</source>
        <translation>项目还没有评审：请通过菜单栏中的“评审…”添加。</translation>
    </message>
    <message>
        <source>The project has no criterion yet: add one with Judges… in the menu bar.</source>
        <translation>项目还没有标准：请通过菜单栏中的“评审…”添加。</translation>
    </message>
    <message>
        <source>The judge&apos;s servers</source>
        <translation>评审的服务器</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Checking the project file&apos;s integrity…</source>
        <translation>正在检查项目文件的完整性…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ScorePlot</name>
    <message>
        <source>Scores with 95 % intervals</source>
        <translation>分数及 95% 区间</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Score plot</source>
        <translation>分数图</translation>
    </message>
    <message>
        <source>Scores of %L1 evenly spaced ranks</source>
        <translation>%L1 个等间隔名次的分数</translation>
    </message>
    <message>
        <source>Rank (of %L1)</source>
        <translation>名次（共 %L1 个）</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>适用位置</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ThroughputChart</name>
    <message>
        <source>Throughput and spend</source>
        <translation>吞吐量与花费</translation>
    </message>
    <message>
        <source>Elapsed time (s)</source>
        <translation>已用时间 (秒)</translation>
    </message>
    <message>
        <source>Judgements/s</source>
        <translation>判断/秒</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>花费</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::WinRateMatrixModel</name>
    <message>
        <source>P(%1 preferred over %2) = %3 (95 % interval in brackets)</source>
        <translation>P(%1 优于 %2) = %3（方括号内为 95% 区间）</translation>
    </message>
    <message>
        <source>No judgement compares %1 and %2 yet.</source>
        <extracomment>A blank cell of the win-rate matrix: the two systems were never compared.</extracomment>
        <translation>尚无判断比较 %1 和 %2。</translation>
    </message>
    <message>
        <source>No win rate for %1 against %2: %3</source>
        <extracomment>A blank cell of the win-rate matrix: %3 is the estimator&apos;s reason, in English.</extracomment>
        <translation>没有 %1 对 %2 的胜率：%3</translation>
    </message>
</context>
</TS>
